import { defineMessage, defineMessages } from 'react-intl';

/** The live blog's texts (LB-01); Dutch in mf-content/lang/nl.json. */
export const liveBlogMessages = defineMessages({
  title: {
    id: 'content.liveblog.title',
    defaultMessage: 'Live blog',
    description: 'Article page: heading of the live blog',
  },
  entries: {
    id: 'content.liveblog.entries',
    defaultMessage: 'Updates',
    description: 'Live blog: accessible name of the list of entries',
  },
  empty: {
    id: 'content.liveblog.empty',
    defaultMessage: 'No updates yet.',
    description: 'Live blog: the live blog has no entries yet',
  },
  loadFailed: {
    id: 'content.liveblog.load-failed',
    defaultMessage: 'The live blog could not be loaded.',
    description: 'Live blog: loading the entries failed',
  },
  loadMoreFailed: {
    id: 'content.liveblog.load-more-failed',
    defaultMessage: 'More updates could not be loaded. Please try again.',
    description: 'Live blog: loading older entries failed',
  },
  advertisement: {
    id: 'content.liveblog.advertisement',
    defaultMessage: 'Advertisement',
    description: 'Live blog: accessible name of an ad block between entries',
  },
  editorTitle: {
    id: 'content.liveblog.editor.title',
    defaultMessage: 'Post an update',
    description: 'Live blog editor panel: heading of the form editors post entries with',
  },
  bodyLabel: {
    id: 'content.liveblog.editor.body-label',
    defaultMessage: 'Update',
    description: 'Live blog editor panel: label of the text area of a new or edited entry',
  },
  bodyHint: {
    id: 'content.liveblog.editor.body-hint',
    defaultMessage: 'Plain text (a blank line starts a new paragraph) or HTML.',
    description: 'Live blog editor panel: hint under the text area',
  },
  pinLabel: {
    id: 'content.liveblog.editor.pin-label',
    defaultMessage: 'Pin to the top',
    description: 'Live blog editor panel: checkbox to post the entry pinned',
  },
  post: {
    id: 'content.liveblog.editor.post',
    defaultMessage: 'Post update',
    description: 'Live blog editor panel: submit button',
  },
  tools: {
    id: 'content.liveblog.entry.tools',
    defaultMessage: 'Editor tools',
    description: 'Live blog: accessible name of the group of an entry’s editor buttons',
  },
  edit: { id: 'content.liveblog.entry.edit', defaultMessage: 'Edit', description: 'Live blog: edit an entry' },
  save: { id: 'content.liveblog.entry.save', defaultMessage: 'Save', description: 'Live blog: save an edited entry' },
  cancel: {
    id: 'content.liveblog.entry.cancel',
    defaultMessage: 'Cancel',
    description: 'Live blog: stop editing or deleting an entry',
  },
  pin: { id: 'content.liveblog.entry.pin', defaultMessage: 'Pin', description: 'Live blog: pin an entry to the top' },
  unpin: { id: 'content.liveblog.entry.unpin', defaultMessage: 'Unpin', description: 'Live blog: unpin an entry' },
  delete: { id: 'content.liveblog.entry.delete', defaultMessage: 'Delete', description: 'Live blog: delete an entry' },
  confirmDelete: {
    id: 'content.liveblog.entry.confirm-delete',
    defaultMessage: 'Delete this update?',
    description: 'Live blog: question before an entry is deleted',
  },
  confirmDeleteYes: {
    id: 'content.liveblog.entry.confirm-delete-yes',
    defaultMessage: 'Yes, delete',
    description: 'Live blog: confirms deleting an entry',
  },
  failed: {
    id: 'content.liveblog.failed',
    defaultMessage: 'That did not work. Please try again.',
    description: 'Live blog editor: an action failed without a message from the server',
  },
});

/** Announced politely as entries come in (aria-live). */
export const arrivedMessage = defineMessage<{ count: number }>({
  id: 'content.liveblog.arrived',
  defaultMessage: '{count, plural, one {# new update} other {# new updates}}',
  description: 'Live blog: announced to screen readers when entries come in; {count} since the page opened',
});
