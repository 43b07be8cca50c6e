import { defineMessage } from 'react-intl';

/** Counts shown both on the community page's boards and in the home page's top fans; Dutch in lang/nl.json. */
export const countMessages = {
  comments: defineMessage<{ count: number }>({
    id: 'community.leaderboards.comments-count',
    defaultMessage: '{count, plural, one {# comment} other {# comments}}',
    description: "A fan's number of comments in a leaderboard or top-fans list (COM-01, KAR-01)",
  }),
  likes: defineMessage<{ count: number }>({
    id: 'community.leaderboards.likes-count',
    defaultMessage: '{count, plural, one {# like} other {# likes}}',
    description: "The likes a fan's comments (or one comment) received, in a leaderboard (COM-01, KAR-01)",
  }),
};
