import { defineMessage, defineMessages, type PrimitiveType } from 'react-intl';

/** Strings of the forum pages (FRM-01, FRM-02); Dutch in lang/nl.json. */
export const forumMessages = {
  ...defineMessages({
    title: { id: 'community.forum.title', defaultMessage: 'Forum', description: 'Heading and title of the forum page' },
    description: {
      id: 'community.forum.description',
      defaultMessage: 'Talk football with other fans: start a topic or join one.',
      description: 'Meta description of the forum page (search results and shares)',
    },
    topics: {
      id: 'community.forum.topics',
      defaultMessage: 'Topics',
      description: 'Heading of the list of forum topics (FRM-01)',
    },
    empty: {
      id: 'community.forum.empty',
      defaultMessage: 'No topics yet. Start the first one!',
      description: 'Shown when the forum has no topics',
    },
    listFailed: {
      id: 'community.forum.list-failed',
      defaultMessage: 'The topics could not be loaded.',
      description: 'Shown when the forum topics fail to load',
    },
    nextPage: {
      id: 'community.forum.next-page',
      defaultMessage: 'Next page',
      description: 'Button under the forum topics that adds the next page of topics (FRM-01)',
    },
    nextPageFailed: {
      id: 'community.forum.next-page-failed',
      defaultMessage: 'The next page could not be loaded. Please try again.',
      description: 'Shown when the next page of forum topics fails to load',
    },
    sidebarTitle: {
      id: 'community.forum.sidebar.title',
      defaultMessage: 'Latest activity',
      description: 'Heading of the forum sidebar: topics by the day of their last comment (FRM-02)',
    },
    today: {
      id: 'community.forum.sidebar.today',
      defaultMessage: 'Today',
      description: 'Forum sidebar: heading of the topics last commented on today (FRM-02)',
    },
    yesterday: {
      id: 'community.forum.sidebar.yesterday',
      defaultMessage: 'Yesterday',
      description: 'Forum sidebar: heading of the topics last commented on yesterday (FRM-02)',
    },
    more: {
      id: 'community.forum.sidebar.more',
      defaultMessage: 'More',
      description: 'Button under the forum sidebar that adds more topics (FRM-02)',
    },
    sidebarFailed: {
      id: 'community.forum.sidebar.failed',
      defaultMessage: 'The latest activity could not be loaded.',
      description: 'Shown when the forum sidebar fails to load',
    },
    sidebarEmpty: {
      id: 'community.forum.sidebar.empty',
      defaultMessage: 'No activity yet.',
      description: 'Shown in the forum sidebar when no topic has comments',
    },
    lastComment: {
      id: 'community.forum.sidebar.last-comment',
      defaultMessage: 'Last comment at',
      description: 'Forum sidebar, for screen readers: before the time of the last comment on a topic ("… 18:30")',
    },
    startTitle: {
      id: 'community.forum.start.title',
      defaultMessage: 'Start a topic',
      description: 'Heading of the form that starts a forum topic',
    },
    titleLabel: {
      id: 'community.forum.start.title-label',
      defaultMessage: 'Title',
      description: 'Label of the title field of a new forum topic',
    },
    contentLabel: {
      id: 'community.forum.start.content-label',
      defaultMessage: 'First post',
      description: 'Label of the first post of a new forum topic',
    },
    submit: {
      id: 'community.forum.start.submit',
      defaultMessage: 'Start topic',
      description: 'Button that starts a forum topic',
    },
    logIn: {
      id: 'community.forum.start.log-in',
      defaultMessage: 'Log in to start a topic',
      description: 'Button for guests on the forum page: opens the login dialog',
    },
    mayNotPost: {
      id: 'community.forum.start.may-not-post',
      defaultMessage: 'Your account cannot start topics.',
      description: 'Shown instead of the new-topic form to a fan who may not post comments',
    },
    startForbidden: {
      id: 'community.forum.start.forbidden',
      defaultMessage: 'You are not allowed to start a topic.',
      description: 'Starting a forum topic failed: the API answered 403',
    },
    forbidden: {
      id: 'community.forum.error.forbidden',
      defaultMessage: 'You are not allowed to do this.',
      description: 'A forum action failed: the API answered 403',
    },
    sessionEnded: {
      id: 'community.forum.error.session-ended',
      defaultMessage: 'Your session has ended. Please log in again.',
      description: 'A forum action failed: the API answered 401 (the fan is logged out)',
    },
    tooMany: {
      id: 'community.forum.error.too-many',
      defaultMessage: 'You are going too fast. Please wait a moment and try again.',
      description: 'A forum action failed: the API answered 429 (rate limited)',
    },
    gone: {
      id: 'community.forum.error.gone',
      defaultMessage: 'This topic no longer exists.',
      description: 'A forum action failed: the API answered 404',
    },
    backToForum: {
      id: 'community.forum.topic.back',
      defaultMessage: 'Back to the forum',
      description: 'Link from a forum topic to the list of topics',
    },
    topicFailed: {
      id: 'community.forum.topic.failed',
      defaultMessage: 'The topic could not be loaded.',
      description: 'Shown when a forum topic fails to load',
    },
    notFoundTitle: {
      id: 'community.forum.topic.not-found-title',
      defaultMessage: 'This topic does not exist',
      description: 'Heading of the page of a forum topic that does not exist (or was deleted)',
    },
    notFoundText: {
      id: 'community.forum.topic.not-found-text',
      defaultMessage: 'It may have been deleted. The forum has plenty of other topics.',
      description: 'Text of the page of a forum topic that does not exist',
    },
    pinned: {
      id: 'community.forum.topic.pinned',
      defaultMessage: 'Pinned',
      description: 'Badge of a forum topic that a manager pinned to the top of the list',
    },
    closed: {
      id: 'community.forum.topic.closed',
      defaultMessage: 'Closed',
      description: 'Badge of a forum topic that takes no new comments',
    },
    closedNotice: {
      id: 'community.forum.topic.closed-notice',
      defaultMessage: 'This topic is closed',
      description: 'Above the comments of a closed forum topic: no new comments can be posted',
    },
    manage: {
      id: 'community.forum.manage.label',
      defaultMessage: 'Manage topic',
      description: 'Accessible name of the managers’ buttons on a forum topic',
    },
    pin: { id: 'community.forum.manage.pin', defaultMessage: 'Pin', description: 'Manager button: pin the topic' },
    unpin: {
      id: 'community.forum.manage.unpin',
      defaultMessage: 'Unpin',
      description: 'Manager button: unpin the topic',
    },
    close: {
      id: 'community.forum.manage.close',
      defaultMessage: 'Close',
      description: 'Manager button: close the topic to new comments',
    },
    reopen: {
      id: 'community.forum.manage.reopen',
      defaultMessage: 'Reopen',
      description: 'Manager button: open a closed topic to new comments again',
    },
    delete: {
      id: 'community.forum.manage.delete',
      defaultMessage: 'Delete',
      description: 'Manager button: delete the topic and its comments',
    },
    deleteQuestion: {
      id: 'community.forum.manage.delete-question',
      defaultMessage: 'Delete this topic and all its comments?',
      description: 'Title of the dialog that confirms deleting a forum topic',
    },
    deleteConfirm: {
      id: 'community.forum.manage.delete-confirm',
      defaultMessage: 'Delete topic',
      description: 'Button in the dialog that deletes the forum topic',
    },
    cancel: {
      id: 'community.forum.manage.cancel',
      defaultMessage: 'Cancel',
      description: 'Button that closes the dialog without deleting',
    },
    pinnedNow: {
      id: 'community.forum.manage.pinned-now',
      defaultMessage: 'The topic is pinned.',
      description: 'Announced after a manager pinned the topic',
    },
    unpinnedNow: {
      id: 'community.forum.manage.unpinned-now',
      defaultMessage: 'The topic is no longer pinned.',
      description: 'Announced after a manager unpinned the topic',
    },
    closedNow: {
      id: 'community.forum.manage.closed-now',
      defaultMessage: 'The topic is closed.',
      description: 'Announced after a manager closed the topic',
    },
    reopenedNow: {
      id: 'community.forum.manage.reopened-now',
      defaultMessage: 'The topic is open again.',
      description: 'Announced after a manager reopened the topic',
    },
  }),
  commentsCount: defineMessage<{ count: number }>({
    id: 'community.forum.comments-count',
    defaultMessage: '{count, plural, one {# comment} other {# comments}}',
    description: 'How many comments a forum topic has',
  }),
  topicDescription: defineMessage<{ user: string; count: number }>({
    id: 'community.forum.topic.description',
    defaultMessage: 'A forum topic started by {user}, with {count, plural, one {# comment} other {# comments}}.',
    description: 'Meta description of a forum topic page (search results and shares)',
  }),
  // Values typed as any primitive may also be elements in <FormattedMessage> (a link, a <time>).
  startedBy: defineMessage<{ user: PrimitiveType; date: PrimitiveType }>({
    id: 'community.forum.topic.started-by',
    defaultMessage: 'Started by {user} on {date}',
    description: 'Under a forum topic title: its author (a link) and the date it was started',
  }),
};
