import { defineMessage, defineMessages } from 'react-intl';

/** NR-04, NR-05: texts of the newsroom's article editor page (its fields, save status and actions). */
export const articleEditorMessages = defineMessages({
  newTitle: {
    id: 'content.newsroom.editor.new-title',
    defaultMessage: 'New article',
    description: 'NR-04: h1 of the editor page for a new article',
  },
  editTitle: {
    id: 'content.newsroom.editor.edit-title',
    defaultMessage: 'Edit article',
    description: 'NR-04: h1 of the editor page for an existing article',
  },
  description: {
    id: 'content.newsroom.editor.description',
    defaultMessage: 'Write and publish an article for the site.',
    description: 'NR-04: meta description of the article editor page',
  },
  notAllowed: {
    id: 'content.newsroom.editor.not-allowed',
    defaultMessage: 'Only the site’s authors and editors can use the newsroom.',
    description: 'NR-04: what anyone who may not use the newsroom reads on the editor page',
  },
  loadFailed: {
    id: 'content.newsroom.editor.load-failed',
    defaultMessage: 'The article could not be loaded.',
    description: 'NR-04: the article to edit could not be fetched',
  },
  title: {
    id: 'content.newsroom.editor.title',
    defaultMessage: 'Title',
    description: 'NR-04: label of the title field',
  },
  body: {
    id: 'content.newsroom.editor.body',
    defaultMessage: 'Text',
    description: 'NR-04: label of the body editor',
  },
  bodyLoading: {
    id: 'content.newsroom.editor.body-loading',
    defaultMessage: 'Loading the editor…',
    description: 'NR-04: while the body editor’s code loads',
  },
  excerpt: {
    id: 'content.newsroom.editor.excerpt',
    defaultMessage: 'Excerpt',
    description: 'NR-04: label of the excerpt field',
  },
  excerptHint: {
    id: 'content.newsroom.editor.excerpt-hint',
    defaultMessage: 'Leave it empty to use the first 175 characters of the text.',
    description: 'NR-04: hint under the excerpt field',
  },
  settings: {
    id: 'content.newsroom.editor.settings',
    defaultMessage: 'Settings',
    description: 'NR-04: heading of the sidebar with the article’s settings',
  },
  primaryTag: {
    id: 'content.newsroom.editor.primary-tag',
    defaultMessage: 'Primary tag',
    description: 'NR-04: label of the primary tag field',
  },
  kind: {
    id: 'content.newsroom.editor.kind',
    defaultMessage: 'Kind',
    description: 'NR-04: label of the kind select',
  },
  kindNews: {
    id: 'content.newsroom.editor.kind-news',
    defaultMessage: 'News',
    description: 'NR-04: kind of article: news',
  },
  kindPhotoReport: {
    id: 'content.newsroom.editor.kind-photo-report',
    defaultMessage: 'Photo report',
    description: 'NR-04: kind of article: photo report',
  },
  kindBio: {
    id: 'content.newsroom.editor.kind-bio',
    defaultMessage: 'Bio',
    description: 'NR-04: kind of article: bio',
  },
  headlineTest: {
    id: 'content.newsroom.editor.headline-test',
    defaultMessage: 'Headline test',
    description: 'NR-04: legend of the group with headline B and the A/B test checkbox (AB-01)',
  },
  bTitle: {
    id: 'content.newsroom.editor.b-title',
    defaultMessage: 'Title B',
    description: 'NR-04: label of headline B',
  },
  bTitleHint: {
    id: 'content.newsroom.editor.b-title-hint',
    defaultMessage: 'Empty: the title.',
    description: 'NR-04: hint under headline B',
  },
  abTesting: {
    id: 'content.newsroom.editor.ab-testing',
    defaultMessage: 'Run the headline test',
    description: 'NR-04: checkbox that runs the A/B headline test',
  },
  placement: {
    id: 'content.newsroom.editor.placement',
    defaultMessage: 'On the site',
    description: 'NR-04: legend of the group of placement checkboxes',
  },
  sticky: {
    id: 'content.newsroom.editor.sticky',
    defaultMessage: 'Sticky',
    description: 'NR-04: checkbox: the article stays on top',
  },
  hideInLists: {
    id: 'content.newsroom.editor.hide-in-lists',
    defaultMessage: 'Hidden from lists',
    description: 'NR-04: checkbox: the article is not shown in lists',
  },
  webPush: {
    id: 'content.newsroom.editor.web-push',
    defaultMessage: 'Web push on publish',
    description: 'NR-04: checkbox: send a web push when published (WP-01)',
  },
  fixtureId: {
    id: 'content.newsroom.editor.fixture-id',
    defaultMessage: 'Match number',
    description: 'NR-04: label of the optional fixture id field',
  },
  image: {
    id: 'content.newsroom.editor.image',
    defaultMessage: 'Lead image address',
    description: 'NR-04: label of the lead image URL field',
  },
  imageHint: {
    id: 'content.newsroom.editor.image-hint',
    defaultMessage: 'An https:// address or a path on the site; empty for a new article: the default picture.',
    description: 'NR-04: hint under the lead image field',
  },
  seo: {
    id: 'content.newsroom.editor.seo',
    defaultMessage: 'Search engines',
    description: 'NR-04: legend of the SEO fields',
  },
  seoTitle: {
    id: 'content.newsroom.editor.seo-title',
    defaultMessage: 'SEO title',
    description: 'NR-04: label of the SEO title',
  },
  seoDescription: {
    id: 'content.newsroom.editor.seo-description',
    defaultMessage: 'SEO description',
    description: 'NR-04: label of the SEO description',
  },
  save: {
    id: 'content.newsroom.editor.save',
    defaultMessage: 'Save',
    description: 'NR-04: button that saves the article now',
  },
  saving: {
    id: 'content.newsroom.editor.saving',
    defaultMessage: 'Saving…',
    description: 'NR-04: save status while a save runs',
  },
  notSavedYet: {
    id: 'content.newsroom.editor.not-saved-yet',
    defaultMessage: 'Not saved yet: the article is saved once it has a title and some text.',
    description: 'NR-04: save status of a new article before its first save',
  },
  conflictReload: {
    id: 'content.newsroom.editor.conflict-reload',
    defaultMessage: 'Reload the article',
    description: 'NR-04: button after a save conflict (409): fetch the article again',
  },
  conflictCopy: {
    id: 'content.newsroom.editor.conflict-copy',
    defaultMessage: 'Copy my text',
    description: 'NR-04: button after a save conflict (409): copy the editor’s text',
  },
  conflictStopped: {
    id: 'content.newsroom.editor.conflict-stopped',
    defaultMessage: 'Autosave is off until you reload the article.',
    description: 'NR-04: note in the conflict alert',
  },
  copied: {
    id: 'content.newsroom.editor.copied',
    defaultMessage: 'Your text is on the clipboard.',
    description: 'NR-04: after "Copy my text" worked',
  },
  copyFallback: {
    id: 'content.newsroom.editor.copy-fallback',
    defaultMessage: 'Your text (select it and copy it)',
    description: 'NR-04: label of the text area shown when the clipboard cannot be written',
  },
  state: {
    id: 'content.newsroom.editor.state',
    defaultMessage: 'State and actions',
    description: 'NR-05: heading of the state and actions section',
  },
  stateDraft: {
    id: 'content.newsroom.editor.state-draft',
    defaultMessage: 'Draft',
    description: 'NR-05: state badge: draft',
  },
  stateSubmitted: {
    id: 'content.newsroom.editor.state-submitted',
    defaultMessage: 'Submitted',
    description: 'NR-05: state badge: submitted for review',
  },
  statePublished: {
    id: 'content.newsroom.editor.state-published',
    defaultMessage: 'Published',
    description: 'NR-05: state badge: published',
  },
  stateUnpublished: {
    id: 'content.newsroom.editor.state-unpublished',
    defaultMessage: 'Unpublished',
    description: 'NR-05: state badge: unpublished',
  },
  stateNew: {
    id: 'content.newsroom.editor.state-new',
    defaultMessage: 'Not saved yet',
    description: 'NR-05: state badge of a new article',
  },
  submit: {
    id: 'content.newsroom.editor.submit',
    defaultMessage: 'Submit for review',
    description: 'NR-05: button: a guest author hands the draft to the editors',
  },
  publishNow: {
    id: 'content.newsroom.editor.publish-now',
    defaultMessage: 'Publish now',
    description: 'NR-05: button: publish at once',
  },
  schedule: {
    id: 'content.newsroom.editor.schedule',
    defaultMessage: 'Schedule',
    description: 'NR-05: legend of the schedule group and its button',
  },
  scheduleMissing: {
    id: 'content.newsroom.editor.schedule-missing',
    defaultMessage: 'Choose a date and time.',
    description: 'NR-05: schedule pressed without a date and time',
  },
  unpublish: {
    id: 'content.newsroom.editor.unpublish',
    defaultMessage: 'Unpublish',
    description: 'NR-05: button: take a published article back',
  },
  cancelSchedule: {
    id: 'content.newsroom.editor.cancel-schedule',
    defaultMessage: 'Cancel schedule',
    description: 'NR-05: button: call off a scheduled publication',
  },
  viewOnSite: {
    id: 'content.newsroom.editor.view-on-site',
    defaultMessage: 'View on the site',
    description: 'NR-05: link to the published article',
  },
  actionsAfterSave: {
    id: 'content.newsroom.editor.actions-after-save',
    defaultMessage: 'Publishing and review come after the first save.',
    description: 'NR-05: note in place of the actions of a new article',
  },
});

export const countMessage = defineMessage<{ count: number; max: number }>({
  id: 'content.newsroom.editor.count',
  defaultMessage: '{count} of {max} characters',
  description: 'NR-04: live character count under a field with a limit',
});

export const savedAtMessage = defineMessage<{ time: string }>({
  id: 'content.newsroom.editor.saved-at',
  defaultMessage: 'Saved at {time}',
  description: 'NR-04: save status after a save',
});

export const notSavedMessage = defineMessage<{ reason: string }>({
  id: 'content.newsroom.editor.not-saved',
  defaultMessage: 'Not saved: {reason}',
  description: 'NR-04: save status after a failed save',
});

export const stateScheduledMessage = defineMessage<{ time: string }>({
  id: 'content.newsroom.editor.state-scheduled',
  defaultMessage: 'Scheduled for {time}',
  description: 'NR-05: state badge: scheduled, with the date and time',
});

export const scheduleAtMessage = defineMessage<{ zone: string }>({
  id: 'content.newsroom.editor.schedule-at',
  defaultMessage: 'Date and time ({zone})',
  description: 'NR-05: label of the date and time input of the schedule, with the site’s time zone',
});

export const actionFailedMessage = defineMessage<{ reason: string }>({
  id: 'content.newsroom.editor.action-failed',
  defaultMessage: 'That did not work: {reason}',
  description: 'NR-05: an action (submit, publish, unpublish) failed',
});
