import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the managers' moderation page; Dutch in lang/nl.json. */
export const moderationMessages = defineMessages({
  title: {
    id: 'community.moderation.title',
    defaultMessage: 'Moderation',
    description: 'Heading and title of the managers’ moderation page',
  },
  notAllowed: {
    id: 'community.moderation.not-allowed',
    defaultMessage: 'This page is for the site’s moderators only.',
    description: 'Shown on the moderation page to anyone who is not a manager',
  },
  tabs: {
    id: 'community.moderation.tabs',
    defaultMessage: 'Moderation',
    description: 'Accessible name of the tabs of the moderation page',
  },
  reportedTab: {
    id: 'community.moderation.tab.reported',
    defaultMessage: 'Reported comments',
    description: 'Tab of the moderation page with the queue of reported comments',
  },
  logTab: {
    id: 'community.moderation.tab.log',
    defaultMessage: 'Moderation log',
    description: 'Tab of the moderation page with what the moderators did',
  },
  queueEmpty: {
    id: 'community.moderation.queue.empty',
    defaultMessage: 'No reported comments. All clear!',
    description: 'Shown when no comment has open reports',
  },
  queueFailed: {
    id: 'community.moderation.queue.load-failed',
    defaultMessage: 'The reported comments could not be loaded.',
    description: 'Shown when the moderation queue fails to load',
  },
  commentLabel: defineMessage<{ user: string }>({
    id: 'community.moderation.comment.label',
    defaultMessage: 'Reported comment by {user}',
    description: 'Accessible name of a reported comment in the moderation queue',
  }),
  reports: defineMessage<{ count: number }>({
    id: 'community.moderation.comment.reports',
    defaultMessage: '{count, plural, one {# report} other {# reports}}',
    description: 'How many open reports a comment has',
  }),
  hiddenBadge: {
    id: 'community.moderation.comment.hidden',
    defaultMessage: 'Hidden',
    description: 'Badge of a comment that is hidden from fans',
  },
  on: {
    id: 'community.moderation.comment.on',
    defaultMessage: 'On',
    description: 'Before the title of the article (or match, topic) a reported comment was written on',
  },
  viewComment: {
    id: 'community.moderation.comment.view',
    defaultMessage: 'View the comment',
    description: 'Link to the reported comment on its page',
  },
  actionsLabel: {
    id: 'community.moderation.comment.actions',
    defaultMessage: 'Moderation actions',
    description: 'Accessible name of the group of buttons under a reported comment',
  },
  hide: { id: 'community.moderation.action.hide', defaultMessage: 'Hide', description: 'Button: hide the comment' },
  unhide: {
    id: 'community.moderation.action.unhide',
    defaultMessage: 'Unhide',
    description: 'Button: show a hidden comment again',
  },
  dismiss: {
    id: 'community.moderation.action.dismiss',
    defaultMessage: 'Dismiss reports',
    description: 'Button: keep the comment and close its reports',
  },
  delete: {
    id: 'community.moderation.action.delete',
    defaultMessage: 'Delete',
    description: 'Button: delete the comment (asks first)',
  },
  confirmDelete: {
    id: 'community.moderation.delete.question',
    defaultMessage: 'Delete this comment? This cannot be undone.',
    description: 'Question of the dialog that confirms deleting a comment',
  },
  cancel: {
    id: 'community.moderation.delete.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes the delete confirmation without deleting',
  },
  outcome: defineMessage<{ action: string }>({
    id: 'community.moderation.outcome',
    defaultMessage:
      '{action, select, hide {Hidden; its reports are closed.} unhide {Visible again; its reports are closed.} dismiss {Reports dismissed; the comment stays.} delete {Deleted.} other {Done.}}',
    description: 'Said under a reported comment after a moderator acted on it',
  }),
  logEmpty: {
    id: 'community.moderation.log.empty',
    defaultMessage: 'Nothing has been moderated yet.',
    description: 'Shown when the moderation log is empty',
  },
  logFailed: {
    id: 'community.moderation.log.load-failed',
    defaultMessage: 'The moderation log could not be loaded.',
    description: 'Shown when the moderation log fails to load',
  },
  logWhen: { id: 'community.moderation.log.when', defaultMessage: 'When', description: 'Log column: date and time' },
  logWho: { id: 'community.moderation.log.who', defaultMessage: 'Moderator', description: 'Log column: who acted' },
  logWhat: { id: 'community.moderation.log.what', defaultMessage: 'Action', description: 'Log column: what was done' },
  logComment: {
    id: 'community.moderation.log.comment',
    defaultMessage: 'Comment',
    description: 'Log column: the comment acted on',
  },
  logDetail: {
    id: 'community.moderation.log.detail',
    defaultMessage: 'Detail',
    description: 'Log column: what the server noted about the action',
  },
  logAction: defineMessage<{ action: string }>({
    id: 'community.moderation.log.action',
    defaultMessage:
      '{action, select, hide {Hid} unhide {Unhid} dismiss {Dismissed the reports} delete {Deleted} edit {Edited} other {{action}}}',
    description: 'What a moderator did, in the moderation log',
  }),
  logCommentId: defineMessage<{ id: string }>({
    id: 'community.moderation.log.comment-id',
    defaultMessage: 'Comment {id}',
    description: 'The comment a log line is about, by its number',
  }),
  status: defineMessage<{ status: string }>({
    id: 'community.moderation.log.status',
    defaultMessage: '{status, select, visible {visible} hidden {hidden} deleted {deleted} other {{status}}}',
    description: 'A comment’s status before or after a moderator’s action, in the moderation log',
  }),
});
