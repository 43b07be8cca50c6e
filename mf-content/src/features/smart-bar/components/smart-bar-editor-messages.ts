import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the editors' smart bar page (SB-01). */
export const smartBarEditorMessages = defineMessages({
  title: {
    id: 'content.smart-bar-editor.title',
    defaultMessage: 'Smart bar',
    description: 'Heading of the editors’ page that sets the announcement bar at the bottom of every page',
  },
  description: {
    id: 'content.smart-bar-editor.description',
    defaultMessage: 'The announcement bar at the bottom of every page of the site.',
    description: 'Meta description of the editors’ smart bar page',
  },
  editorsOnly: {
    id: 'content.smart-bar-editor.editors-only',
    defaultMessage: 'Only editors can set the smart bar. Log in with an editor account.',
    description: 'Smart bar page: shown to a visitor or a reader who is not an editor',
  },
  forbidden: {
    id: 'content.smart-bar-editor.forbidden',
    defaultMessage: 'Your account may not set the smart bar.',
    description: 'Smart bar page: the API refused (401/403)',
  },
  loadFailed: {
    id: 'content.smart-bar-editor.load-failed',
    defaultMessage: 'The smart bar could not be loaded.',
    description: 'Smart bar page: loading the current bar failed',
  },
  currentHeading: {
    id: 'content.smart-bar-editor.current.heading',
    defaultMessage: 'Now on the site',
    description: 'Smart bar page: heading of the summary of the bar the site shows now',
  },
  none: {
    id: 'content.smart-bar-editor.none',
    defaultMessage: 'The site shows no smart bar now.',
    description: 'Smart bar page: the tenant has no bar',
  },
  formHeading: {
    id: 'content.smart-bar-editor.form.heading',
    defaultMessage: 'Set the bar',
    description: 'Smart bar page: heading of the form that sets the bar',
  },
  text: {
    id: 'content.smart-bar-editor.text',
    defaultMessage: 'Text',
    description: 'Smart bar page: label of the bar’s text field',
  },
  textHint: {
    id: 'content.smart-bar-editor.text.hint',
    defaultMessage: 'Plain text, at most 200 characters.',
    description: 'Smart bar page: note under the text field',
  },
  link: {
    id: 'content.smart-bar-editor.link',
    defaultMessage: 'Link',
    description: 'Smart bar page: label of the field with the address the bar links to',
  },
  linkHint: {
    id: 'content.smart-bar-editor.link.hint',
    defaultMessage: 'An http(s) address, or a path on this site starting with /.',
    description: 'Smart bar page: note under the link field',
  },
  showAgain: {
    id: 'content.smart-bar-editor.show-again',
    defaultMessage: 'Show it again to readers who closed it',
    description: 'Smart bar page: checkbox; unchecked, the change (a typo fix) keeps the bar’s date',
  },
  showAgainHint: {
    id: 'content.smart-bar-editor.show-again.hint',
    defaultMessage: 'Leave this off to fix a typo without bringing the bar back.',
    description: 'Smart bar page: note under the show-again checkbox',
  },
  save: {
    id: 'content.smart-bar-editor.save',
    defaultMessage: 'Save the bar',
    description: 'Smart bar page: submit button',
  },
  saved: {
    id: 'content.smart-bar-editor.saved',
    defaultMessage: 'The smart bar is saved.',
    description: 'Smart bar page: shown after the bar was saved',
  },
  saveFailed: {
    id: 'content.smart-bar-editor.save-failed',
    defaultMessage: 'The smart bar could not be saved. Try again.',
    description: 'Smart bar page: saving failed (not a field error)',
  },
  remove: {
    id: 'content.smart-bar-editor.remove',
    defaultMessage: 'Remove the bar',
    description: 'Smart bar page: button that deletes the bar, so the site shows none',
  },
  removed: {
    id: 'content.smart-bar-editor.removed',
    defaultMessage: 'The smart bar is removed.',
    description: 'Smart bar page: shown after the bar was deleted',
  },
  removeFailed: {
    id: 'content.smart-bar-editor.remove-failed',
    defaultMessage: 'The smart bar could not be removed. Try again.',
    description: 'Smart bar page: deleting failed',
  },
});

export const smartBarUpdatedAtMessage = defineMessage<{ date: string }>({
  id: 'content.smart-bar-editor.updated-at',
  defaultMessage: 'Last update: {date}',
  description: 'Smart bar page: when the current bar was last shown again to everyone; {date} is a date and time',
});

export const smartBarHiddenCountMessage = defineMessage<{ count: number }>({
  id: 'content.smart-bar-editor.hidden-count',
  defaultMessage:
    '{count, plural, =0 {Nobody has closed it yet.} one {Closed by # reader since then.} other {Closed by # readers since then.}}',
  description: 'Smart bar page: how many readers closed the bar since its last update',
});
