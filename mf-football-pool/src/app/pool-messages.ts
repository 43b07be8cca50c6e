import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the pages composed here (the games page, the user page, the history); Dutch in lang/nl.json. */
export const poolMessages = {
  ...defineMessages({
    predictionsTitle: {
      id: 'football-pool.predictions.title',
      defaultMessage: 'Predictions',
      description: 'Heading of the predictions page, and its tab on the games page',
    },
    predictionsIntro: {
      id: 'football-pool.predictions.intro',
      defaultMessage: 'Pick the winner of every match of the week, or a draw. A right pick earns points by its odds.',
      description: 'Introduction on the predictions page',
    },
    gamesTitle: {
      id: 'football-pool.games.title',
      defaultMessage: 'Prediction game',
      description: 'Heading of the prediction games page (/football-pool)',
    },
    gamesIntro: {
      id: 'football-pool.games.intro',
      defaultMessage: 'Predict the matches, climb the rankings and play against your friends in a mini-league.',
      description: 'Introduction on the prediction games page',
    },
    tabs: {
      id: 'football-pool.games.tabs',
      defaultMessage: 'Prediction game',
      description: 'Accessible name of the tabs of the prediction games page',
    },
    leaguesTab: {
      id: 'football-pool.games.leagues-tab',
      defaultMessage: 'Mini-leagues',
      description: 'Tab of the prediction games page: the fan’s mini-leagues',
    },
    rulesTab: {
      id: 'football-pool.games.rules-tab',
      defaultMessage: 'Rules',
      description: 'Tab of the prediction games page: how the game is scored',
    },
    previousWeek: {
      id: 'football-pool.week.previous',
      defaultMessage: 'Previous week',
      description: 'Link to the games of the week before',
    },
    nextWeek: {
      id: 'football-pool.week.next',
      defaultMessage: 'Next week',
      description: 'Link to the games of the week after',
    },
    historyTitle: {
      id: 'football-pool.history.title',
      defaultMessage: 'Your predictions',
      description: 'Heading of the fan’s own predictions of a week, under the rankings',
    },
    userLoadFailed: {
      id: 'football-pool.user.load-failed',
      defaultMessage: 'The predictions of this player could not be loaded.',
      description: 'Shown when a user’s predictions fail to load',
    },
    userNoRow: {
      id: 'football-pool.user.no-row',
      defaultMessage: 'Not ranked this season yet.',
      description: 'A user without a settled prediction in the period',
    },
  }),
  userHeading: defineMessage<{ username: string }>({
    id: 'football-pool.user.heading',
    defaultMessage: 'Predictions of {username}',
    description: 'Heading of a user’s predictions page',
  }),
  userTotals: defineMessage<{ rank: number; points: number; correct: number; played: number }>({
    id: 'football-pool.user.totals',
    defaultMessage:
      'Number {rank} with {points, plural, one {# point} other {# points}}: {correct} right of {played} {played, plural, one {prediction} other {predictions}} made.',
    description: 'A user’s totals in the shown period; played counts every prediction made, settled or not',
  }),
  historyWeek: defineMessage<{ start: string }>({
    id: 'football-pool.history.week',
    defaultMessage: 'Week of {start}',
    description: 'Heading of the week shown in the fan’s own predictions',
  }),
};
