import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the prediction game; Dutch in lang/nl.json. */
export const predictionMessages = {
  ...defineMessages({
    draw: {
      id: 'football-pool.game.draw',
      defaultMessage: 'Draw',
      description: 'The draw option of a prediction game',
    },
    odds: {
      id: 'football-pool.game.odds',
      defaultMessage: 'odds',
      description: 'Read out before the odds of an option',
    },
    open: {
      id: 'football-pool.game.open',
      defaultMessage: 'Open',
      description: 'State of a game that can still be predicted',
    },
    live: {
      id: 'football-pool.game.live',
      defaultMessage: 'Live',
      description: 'State of a game being played; predictions are locked',
    },
    finished: {
      id: 'football-pool.game.finished',
      defaultMessage: 'Finished',
      description: 'State of a game that is over',
    },
    correct: {
      id: 'football-pool.game.correct',
      defaultMessage: 'Correct',
      description: 'A finished game the user predicted right',
    },
    wrong: {
      id: 'football-pool.game.wrong',
      defaultMessage: 'Wrong',
      description: 'A finished game the user predicted wrong',
    },
    none: {
      id: 'football-pool.game.none',
      defaultMessage: 'No prediction made',
      description: 'A finished game the user did not predict',
    },
    locked: {
      id: 'football-pool.game.locked',
      defaultMessage: 'Predictions are closed for this game.',
      description: 'Hint on a game that can no longer be predicted',
    },
  }),
  optionsLabel: defineMessage<{ home: string; away: string }>({
    id: 'football-pool.game.options-label',
    defaultMessage: 'Your prediction for {home} against {away}',
    description: 'Accessible name of the group of options of one game',
  }),
  score: defineMessage<{ home: number; away: number }>({
    id: 'football-pool.game.score',
    defaultMessage: '{home} - {away}',
    description: 'The score of a finished or live game',
  }),
};
