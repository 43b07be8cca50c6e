import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the comments section and match thread; Dutch in lang/nl.json. */
export const threadMessages = {
  ...defineMessages({
    title: {
      id: 'community.thread.title',
      defaultMessage: 'Comments',
      description: 'Heading of the comments section under an article',
    },
    matchTitle: {
      id: 'community.thread.match-title',
      defaultMessage: 'Match thread',
      description: 'Heading of the comments under a match',
    },
    empty: {
      id: 'community.thread.empty',
      defaultMessage: 'No comments yet. Be the first!',
      description: 'The resource has no comments',
    },
    loadFailed: {
      id: 'community.thread.load-failed',
      defaultMessage: 'The comments could not be loaded.',
      description: 'The comment list failed to load',
    },
    list: {
      id: 'community.thread.list',
      defaultMessage: 'Comments',
      description: 'Accessible name of the list of comments',
    },
    replies: {
      id: 'community.thread.replies',
      defaultMessage: 'Replies',
      description: 'Accessible name of the list of replies under a comment',
    },
    featured: {
      id: 'community.thread.featured',
      defaultMessage: 'Featured comment',
      description: 'Label above the most liked comment, shown above the list (CMT-02)',
    },
    linked: {
      id: 'community.thread.linked',
      defaultMessage: 'The comment you followed a link to',
      description: 'Label above the comment a link pointed to (?comment=id, CMT-02)',
    },
    linkedGone: {
      id: 'community.thread.linked-gone',
      defaultMessage: 'The comment you followed a link to is no longer available.',
      description: 'The linked comment (?comment=id) does not exist, was deleted or hidden',
    },
    formLabel: {
      id: 'community.thread.form-label',
      defaultMessage: 'Your comment',
      description: 'Label of the box where a comment is written',
    },
    placeholder: {
      id: 'community.thread.placeholder',
      defaultMessage: 'Write a comment…',
      description: 'Placeholder of the comment box',
    },
    editLabel: {
      id: 'community.thread.edit-label',
      defaultMessage: 'Edit your comment',
      description: 'Label of the box where a comment is edited',
    },
    post: {
      id: 'community.thread.post',
      defaultMessage: 'Post comment',
      description: 'Button that posts a comment',
    },
    postReply: {
      id: 'community.thread.post-reply',
      defaultMessage: 'Post reply',
      description: 'Button that posts a reply',
    },
    save: {
      id: 'community.thread.save',
      defaultMessage: 'Save',
      description: 'Button that saves an edited comment',
    },
    cancel: {
      id: 'community.thread.cancel',
      defaultMessage: 'Cancel',
      description: 'Button that closes a reply or edit box, or a confirmation, without doing anything',
    },
    guestHint: {
      id: 'community.thread.guest-hint',
      defaultMessage: 'You need an account to comment: we will ask you to log in and keep what you wrote.',
      description: 'Under the comment box for a guest (CMT-08)',
    },
    posted: {
      id: 'community.thread.posted',
      defaultMessage: 'Your comment has been posted.',
      description: 'Announced after a comment or reply is posted',
    },
    reply: {
      id: 'community.thread.reply',
      defaultMessage: 'Reply',
      description: 'Button that opens the reply box under a comment',
    },
    edit: {
      id: 'community.thread.edit',
      defaultMessage: 'Edit',
      description: 'Button that edits a comment',
    },
    delete: {
      id: 'community.thread.delete',
      defaultMessage: 'Delete',
      description: 'Button that deletes a comment (after a confirmation)',
    },
    deleteQuestion: {
      id: 'community.thread.delete-question',
      defaultMessage: 'Delete this comment?',
      description: 'Confirmation before a comment is deleted (CMT-04)',
    },
    deleteConfirm: {
      id: 'community.thread.delete-confirm',
      defaultMessage: 'Yes, delete it',
      description: 'Button that confirms deleting a comment',
    },
    report: {
      id: 'community.thread.report',
      defaultMessage: 'Report',
      description: 'Button that reports a comment to the moderators (after a confirmation)',
    },
    reported: {
      id: 'community.thread.reported',
      defaultMessage: 'Reported',
      description: 'Shown instead of the report button once the user has reported the comment',
    },
    reportQuestion: {
      id: 'community.thread.report-question',
      defaultMessage: 'Report this comment to the moderators?',
      description: 'Confirmation before a comment is reported (CMT-06)',
    },
    reportConfirm: {
      id: 'community.thread.report-confirm',
      defaultMessage: 'Yes, report it',
      description: 'Button that confirms reporting a comment',
    },
    reportDone: {
      id: 'community.thread.report-done',
      defaultMessage: 'Thank you. The moderators will look at this comment.',
      description: 'Shown for 3 seconds after a report, when the server sent no text of its own',
    },
    deleted: {
      id: 'community.thread.deleted',
      defaultMessage: 'This comment was deleted.',
      description: 'Stands in for a deleted comment that still has replies',
    },
    hiddenBadge: {
      id: 'community.thread.hidden-badge',
      defaultMessage: 'Hidden',
      description: 'Badge on a hidden comment, shown to managers (CMT-07)',
    },
    hiddenNote: {
      id: 'community.thread.hidden-note',
      defaultMessage: 'Only you can see this comment: a moderator hid it.',
      description: 'Shown to the author on their hidden comment (CMT-07)',
    },
    edited: {
      id: 'community.thread.edited',
      defaultMessage: '(edited)',
      description: 'After the date of a comment that was edited',
    },
    formation: {
      id: 'community.thread.formation',
      defaultMessage: 'Line-up',
      description: 'Small label on a comment whose author has picked a line-up (CMT-13, the line-up widget)',
    },
    show: {
      id: 'community.thread.show',
      defaultMessage: 'Show',
      description: 'Button in the new-comments alert: loads the newest comments (CMT-09)',
    },
  }),
  formationOf: defineMessage<{ formation: string }>({
    id: 'community.thread.formation-of',
    defaultMessage: "Line-up {formation}: the fans' line-ups of this club",
    description: "Accessible name of a comment's formation badge (CMT-13), a link to the club page's line-up tab",
  }),
  count: defineMessage<{ count: number }>({
    id: 'community.thread.count',
    defaultMessage: '{count, plural, one {# comment} other {# comments}}',
    description: 'How many comments the resource has (CMT-01)',
  }),
  newComments: defineMessage<{ count: number }>({
    id: 'community.thread.new-comments',
    defaultMessage: '{count, plural, one {# new comment} other {# new comments}}',
    description: 'Real-time alert: others posted comments since the list was loaded (CMT-09)',
  }),
  like: defineMessage<{ count: number }>({
    id: 'community.thread.like',
    defaultMessage: 'Like ({count})',
    description: 'Button that likes a comment, with its number of likes (CMT-05)',
  }),
  likes: defineMessage<{ count: number }>({
    id: 'community.thread.likes',
    defaultMessage: '{count, plural, one {# like} other {# likes}}',
    description: 'Number of likes of a comment the user cannot like (their own)',
  }),
  likedBy: defineMessage<{ users: string }>({
    id: 'community.thread.liked-by',
    defaultMessage: 'Liked by {users}',
    description: 'The latest users who liked a comment',
  }),
  replyLabel: defineMessage<{ user: string }>({
    id: 'community.thread.reply-label',
    defaultMessage: 'Your reply to {user}',
    description: 'Label of the box where a reply is written',
  }),
  matchMinute: defineMessage<{ minute: string }>({
    id: 'community.thread.match-minute',
    defaultMessage: 'Written in minute {minute}',
    description: 'Accessible text of the match-minute badge on a match-thread comment, e.g. "67\'"',
  }),
};
