import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the article widget (FP-06); Dutch in lang/nl.json. */
export const matchPredictionMessages = {
  ...defineMessages({
    title: {
      id: 'football-pool.widget.title',
      defaultMessage: 'Predict this match',
      description: 'Heading of the match-prediction widget in an article',
    },
    save: {
      id: 'football-pool.widget.save',
      defaultMessage: 'Save my prediction',
      description: 'Button of the article widget that saves the pick',
    },
    saved: {
      id: 'football-pool.widget.saved',
      defaultMessage: 'Your prediction has been saved.',
      description: 'Confirmation in the article widget after saving the pick',
    },
    loginInvitation: {
      id: 'football-pool.widget.login-invitation',
      defaultMessage: 'Log in to play the prediction game.',
      description: 'The article widget for guests',
    },
    login: {
      id: 'football-pool.widget.login',
      defaultMessage: 'Log in',
      description: 'Button of the article widget that opens the login dialog',
    },
    split: {
      id: 'football-pool.widget.split',
      defaultMessage: 'How the fans predict',
      description: 'Heading of the share of fans per option in the article widget',
    },
    allGames: {
      id: 'football-pool.widget.all-games',
      defaultMessage: 'All predictions of the week',
      description: 'Link from the article widget to the predictions page',
    },
  }),
  share: defineMessage<{ option: string; share: number }>({
    id: 'football-pool.widget.share',
    defaultMessage: '{option}: {share}%',
    description: 'The share of fans who picked an option',
  }),
  total: defineMessage<{ total: number }>({
    id: 'football-pool.widget.total',
    defaultMessage: '{total, plural, one {# prediction} other {# predictions}}',
    description: 'How many fans predicted the match',
  }),
};
