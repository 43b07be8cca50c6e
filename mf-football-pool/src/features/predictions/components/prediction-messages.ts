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
    closed: {
      id: 'football-pool.game.closed',
      defaultMessage: 'Closed',
      description: 'State of a game that has kicked off but is not reported live yet: predictions are locked',
    },
    closesIn: {
      id: 'football-pool.game.closes-in',
      defaultMessage: 'Predictions close in',
      description: 'Label before the countdown to the kick-off of a game, when its predictions lock',
    },
    empty: {
      id: 'football-pool.predictions.empty',
      defaultMessage: 'There are no games to predict this week.',
      description: 'Shown when a week has no games',
    },
    loadFailed: {
      id: 'football-pool.predictions.load-failed',
      defaultMessage: 'The games could not be loaded.',
      description: 'Shown when the games of the week fail to load',
    },
    historyMatch: {
      id: 'football-pool.history.match',
      defaultMessage: 'Match',
      description: 'Column header of a list of predictions: the match and its score',
    },
    historyPick: {
      id: 'football-pool.history.pick',
      defaultMessage: 'Prediction',
      description: 'Column header of a list of predictions: the option picked',
    },
    historyPoints: {
      id: 'football-pool.history.points',
      defaultMessage: 'Points',
      description: 'Column header of a list of predictions: the points earned',
    },
    historyEmpty: {
      id: 'football-pool.history.empty',
      defaultMessage: 'No predictions of finished games yet.',
      description: 'A list of predictions with nothing in it',
    },
    pending: {
      id: 'football-pool.game.pending',
      defaultMessage: 'Not settled yet',
      description: 'A prediction whose game is not over or not scored yet',
    },
    save: {
      id: 'football-pool.predictions.save',
      defaultMessage: 'Save my predictions',
      description: 'Button that saves the chosen predictions',
    },
    nothingSelected: {
      id: 'football-pool.predictions.nothing-selected',
      defaultMessage: 'Please select a game to play',
      description: 'Alert when saving predictions without having chosen any game (spec text, kept exactly)',
    },
    saved: {
      id: 'football-pool.predictions.saved',
      defaultMessage: 'Your predictions have been saved.',
      description: 'Confirmation after saving predictions',
    },
    saveFailed: {
      id: 'football-pool.predictions.save-failed',
      defaultMessage: 'Your predictions could not be saved. Please try again.',
      description: 'Shown when saving predictions fails for another reason than a refusal of the picks',
    },
  }),
  points: defineMessage<{ points: number }>({
    id: 'football-pool.game.points',
    defaultMessage: '{points, plural, one {# point} other {# points}}',
    description: 'The points a settled prediction earned',
  }),
  optionsLabel: defineMessage<{ home: string; away: string }>({
    id: 'football-pool.game.options-label',
    defaultMessage: 'Your prediction for {home} against {away}',
    description: 'Accessible name of the group of options of one game',
  }),
  match: defineMessage<{ home: string; away: string }>({
    id: 'football-pool.history.match-name',
    defaultMessage: '{home} - {away}',
    description: 'The two teams of a match in a list of predictions',
  }),
  score: defineMessage<{ home: number; away: number }>({
    id: 'football-pool.game.score',
    defaultMessage: '{home} - {away}',
    description: 'The score of a finished or live game',
  }),
};
