import { defineMessage, defineMessages } from 'react-intl';

/** NR-04: texts of the article's history: its revisions, the compare with now and the restore. */
export const revisionsMessages = defineMessages({
  history: {
    id: 'content.newsroom.revisions.history',
    defaultMessage: 'History',
    description: 'NR-04: the editor sidebar’s button opening the article’s revisions, before their count is known',
  },
  dialog: {
    id: 'content.newsroom.revisions.dialog',
    defaultMessage: 'History of this article',
    description: 'NR-04: title of the dialog listing the article’s revisions',
  },
  listHeading: {
    id: 'content.newsroom.revisions.list-heading',
    defaultMessage: 'Revisions, newest first',
    description: 'NR-04: heading of the list of revisions in the history dialog',
  },
  loading: {
    id: 'content.newsroom.revisions.loading',
    defaultMessage: 'Loading the history…',
    description: 'NR-04: the list of revisions is being fetched',
  },
  listFailed: {
    id: 'content.newsroom.revisions.list-failed',
    defaultMessage: 'The history could not be loaded.',
    description: 'NR-04: the list of revisions could not be fetched',
  },
  empty: {
    id: 'content.newsroom.revisions.empty',
    defaultMessage: 'No revisions yet: each save makes one.',
    description: 'NR-04: the article has no revisions',
  },
  autosave: {
    id: 'content.newsroom.revisions.autosave',
    defaultMessage: 'Autosave',
    description: 'NR-04: badge of a revision kept by the autosave',
  },
  manualSave: {
    id: 'content.newsroom.revisions.manual-save',
    defaultMessage: 'Saved',
    description: 'NR-04: badge of a revision made by Save, an action or a restore (not the autosave)',
  },
  compare: {
    id: 'content.newsroom.revisions.compare',
    defaultMessage: 'Compare with now',
    description: 'NR-04: button of a revision in the list: show how it differs from the article now',
  },
  compareLoading: {
    id: 'content.newsroom.revisions.compare-loading',
    defaultMessage: 'Loading the revision…',
    description: 'NR-04: the chosen revision is being fetched',
  },
  compareFailed: {
    id: 'content.newsroom.revisions.compare-failed',
    defaultMessage: 'The revision could not be loaded.',
    description: 'NR-04: the chosen revision could not be fetched',
  },
  same: {
    id: 'content.newsroom.revisions.same',
    defaultMessage: 'This revision is the same as the article now.',
    description: 'NR-04: the compared revision does not differ from the article on screen',
  },
  fieldsHeading: {
    id: 'content.newsroom.revisions.fields-heading',
    defaultMessage: 'Fields that differ',
    description: 'NR-04: heading of the table of fields that differ between the revision and now',
  },
  field: {
    id: 'content.newsroom.revisions.field',
    defaultMessage: 'Field',
    description: 'NR-04: column heading: the field that differs',
  },
  then: {
    id: 'content.newsroom.revisions.then',
    defaultMessage: 'In this revision',
    description: 'NR-04: column heading: the field’s value in the revision',
  },
  now: {
    id: 'content.newsroom.revisions.now',
    defaultMessage: 'Now',
    description: 'NR-04: column heading: the field’s value in the article on screen',
  },
  on: {
    id: 'content.newsroom.revisions.on',
    defaultMessage: 'On',
    description: 'NR-04: a yes/no setting (sticky, web push…) that is on',
  },
  off: {
    id: 'content.newsroom.revisions.off',
    defaultMessage: 'Off',
    description: 'NR-04: a yes/no setting (sticky, web push…) that is off',
  },
  otherTags: {
    id: 'content.newsroom.revisions.other-tags',
    defaultMessage: 'More tags',
    description: 'NR-02: the compare table’s row of the article’s other (secondary) tags',
  },
  emptyValue: {
    id: 'content.newsroom.revisions.empty-value',
    defaultMessage: '(empty)',
    description: 'NR-04: a text field with nothing in it, in the compare table',
  },
  bodyHeading: {
    id: 'content.newsroom.revisions.body-heading',
    defaultMessage: 'Text',
    description: 'NR-04: heading of the body’s word diff',
  },
  bodyLegend: {
    id: 'content.newsroom.revisions.body-legend',
    defaultMessage: 'Struck through: words this revision has that are gone now. Underlined: words added since.',
    description: 'NR-04: how to read the body’s word diff',
  },
  bodySame: {
    id: 'content.newsroom.revisions.body-same',
    defaultMessage: 'The text is the same.',
    description: 'NR-04: the body of the revision and of now are the same',
  },
  bodyLayoutOnly: {
    id: 'content.newsroom.revisions.body-layout-only',
    defaultMessage: 'The words are the same; the layout, a picture or another card differs.',
    description: 'NR-04: the body’s text is the same but its markup (cards, formatting) differs',
  },
  removed: {
    id: 'content.newsroom.revisions.removed',
    defaultMessage: 'removed:',
    description: 'NR-04: read out by screen readers before words of the revision that are gone now',
  },
  added: {
    id: 'content.newsroom.revisions.added',
    defaultMessage: 'added:',
    description: 'NR-04: read out by screen readers before words added since the revision',
  },
  restore: {
    id: 'content.newsroom.revisions.restore',
    defaultMessage: 'Restore this revision',
    description: 'NR-04: button: the article takes the compared revision’s fields again (asks to confirm first)',
  },
  restoreConfirm: {
    id: 'content.newsroom.revisions.restore-confirm',
    defaultMessage: 'Yes, restore',
    description: 'NR-04: button confirming the restore',
  },
  cancel: {
    id: 'content.newsroom.revisions.cancel',
    defaultMessage: 'Cancel',
    description: 'NR-04: button calling the restore off',
  },
});

/** The sidebar's button once the revisions are counted. */
export const historyCountMessage = defineMessage<{ count: number }>({
  id: 'content.newsroom.revisions.history-count',
  defaultMessage: 'History ({count, plural, one {# revision} other {# revisions}})',
  description: 'NR-04: the editor sidebar’s button opening the article’s revisions, with how many there are',
});

/** One revision in the list. */
export const revisionTitleMessage = defineMessage<{ number: number }>({
  id: 'content.newsroom.revisions.revision-title',
  defaultMessage: 'Revision {number}',
  description: 'NR-04: a revision’s name in the list and the compare ({number}: 1 for the first save)',
});

export const savedByMessage = defineMessage<{ name: string; relative: string; time: string }>({
  id: 'content.newsroom.revisions.saved-by',
  defaultMessage: '{name}, {relative} ({time})',
  description:
    'NR-04: who saved a revision and when: {relative} like "5 minutes ago", {time} the date and time on the site’s clock',
});

export const savedByNobodyMessage = defineMessage<{ relative: string; time: string }>({
  id: 'content.newsroom.revisions.saved-by-nobody',
  defaultMessage: 'Unknown editor, {relative} ({time})',
  description: 'NR-04: a revision whose saver’s account is gone, and when it was saved',
});

export const compareHeadingMessage = defineMessage<{ number: number }>({
  id: 'content.newsroom.revisions.compare-heading',
  defaultMessage: 'Revision {number} compared with now',
  description: 'NR-04: heading of the compare of a revision with the article on screen',
});

export const restoreQuestionMessage = defineMessage<{ number: number }>({
  id: 'content.newsroom.revisions.restore-question',
  defaultMessage:
    'Restore revision {number}? The article takes its text and settings again as a new save; the article as it is now stays in the history.',
  description: 'NR-04: the confirm step of a restore',
});

export const restoreFailedMessage = defineMessage<{ reason: string }>({
  id: 'content.newsroom.revisions.restore-failed',
  defaultMessage: 'The revision was not restored: {reason}',
  description: 'NR-04: a restore failed for another reason than someone else’s save',
});
