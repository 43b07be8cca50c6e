import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the comment cards; Dutch in lang/nl.json. */
export const commentMessages = {
  ...defineMessages({
    on: {
      id: 'community.comment.on',
      defaultMessage: 'on',
      description: 'Under a comment, before the link to the article it was written on ("on <title>")',
    },
  }),
  label: defineMessage<{ user: string }>({
    id: 'community.comment.label',
    defaultMessage: 'Comment by {user}',
    description: 'Accessible name of one comment card',
  }),
  claps: defineMessage<{ count: number }>({
    id: 'community.comment.claps',
    defaultMessage: '{count, plural, one {# clap} other {# claps}}',
    description: 'How many claps a comment has',
  }),
};
