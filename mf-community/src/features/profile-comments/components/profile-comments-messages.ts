import { defineMessage, defineMessages } from 'react-intl';

/** Strings of a profile's comments (PRF-01); Dutch in lang/nl.json. */
export const profileCommentsMessages = {
  ...defineMessages({
    title: {
      id: 'community.profile-comments.title',
      defaultMessage: 'Comments',
      description: 'Profile page: heading of the user’s comments section',
    },
    commentColumn: {
      id: 'community.profile-comments.column.comment',
      defaultMessage: 'Comment',
      description: 'Profile page: column heading of the comment text in the user’s comments table',
    },
    resourceColumn: {
      id: 'community.profile-comments.column.resource',
      defaultMessage: 'On',
      description: 'Profile page: column heading of the article (or topic) each comment was written on',
    },
    dateColumn: {
      id: 'community.profile-comments.column.date',
      defaultMessage: 'Date',
      description: 'Profile page: column heading of the date of each comment',
    },
    likesColumn: {
      id: 'community.profile-comments.column.likes',
      defaultMessage: 'Likes',
      description: 'Profile page: column heading of the likes of each comment',
    },
    hidden: {
      id: 'community.profile-comments.hidden',
      defaultMessage: 'Hidden',
      description: 'Profile page: badge on a hidden comment, which only its author and managers see',
    },
    empty: {
      id: 'community.profile-comments.empty',
      defaultMessage: 'No comments yet.',
      description: 'Profile page: the user has written no comments',
    },
    loadFailed: {
      id: 'community.profile-comments.load-failed',
      defaultMessage: 'The comments could not be loaded.',
      description: 'Profile page: the user’s comments failed to load',
    },
    loadMoreFailed: {
      id: 'community.profile-comments.load-more-failed',
      defaultMessage: 'More comments could not be loaded. Please try again.',
      description: 'Profile page: loading the next page of the user’s comments failed',
    },
  }),
  count: defineMessage<{ count: number }>({
    id: 'community.profile-comments.count',
    defaultMessage: '{count, plural, =0 {No comments yet} one {# comment} other {# comments}}',
    description: 'Profile page: how many comments the user has written, under the comments heading',
  }),
};
