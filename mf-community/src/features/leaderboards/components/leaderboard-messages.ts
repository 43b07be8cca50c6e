import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the community page's three leaderboards (COM-01); Dutch in lang/nl.json. */
export const leaderboardMessages = {
  ...defineMessages({
    userComments: {
      id: 'community.leaderboards.user-comments.title',
      defaultMessage: 'Most comments',
      description: 'Heading of the leaderboard of fans by number of comments (COM-01)',
    },
    userLikes: {
      id: 'community.leaderboards.user-likes.title',
      defaultMessage: 'Most likes',
      description: 'Heading of the leaderboard of fans by likes their comments received (COM-01)',
    },
    topComments: {
      id: 'community.leaderboards.top-comments.title',
      defaultMessage: 'Top comments',
      description: 'Heading of the leaderboard of the most liked comments (COM-01)',
    },
    weekly: {
      id: 'community.leaderboards.weekly',
      defaultMessage: 'Weekly',
      description: 'Leaderboard time-frame button: this week (COM-01)',
    },
    monthly: {
      id: 'community.leaderboards.monthly',
      defaultMessage: 'Monthly',
      description: 'Leaderboard time-frame button: this calendar month (COM-01)',
    },
    total: {
      id: 'community.leaderboards.total',
      defaultMessage: 'Total',
      description: 'Leaderboard time-frame button: all time (COM-01)',
    },
    rank: {
      id: 'community.leaderboards.rank',
      defaultMessage: 'Rank',
      description: "Read out before a fan's rank number on a leaderboard (COM-01)",
    },
    emptyUsers: {
      id: 'community.leaderboards.users.empty',
      defaultMessage: 'No fans on this board for this period yet.',
      description: 'Shown on a users leaderboard with nobody in the chosen period (COM-01)',
    },
    emptyTopComments: {
      id: 'community.leaderboards.top-comments.empty',
      defaultMessage: 'No liked comments in this period yet.',
      description: 'Shown on the top-comments board when no comment of the period has a like (COM-01)',
    },
    loadFailed: {
      id: 'community.leaderboards.load-failed',
      defaultMessage: 'This leaderboard could not be loaded.',
      description: 'Shown, with a retry button, when a leaderboard fails to load (COM-01)',
    },
  }),
  timeFrames: defineMessage<{ board: string }>({
    id: 'community.leaderboards.time-frames',
    defaultMessage: 'Period of {board}',
    description: "Accessible name of a leaderboard's time-frame buttons; {board} is its heading (COM-01)",
  }),
  replies: defineMessage<{ count: number }>({
    id: 'community.leaderboards.replies-count',
    defaultMessage: '{count, plural, one {# reply} other {# replies}}',
    description: 'The number of replies to a comment on the top-comments board (COM-01)',
  }),
};
