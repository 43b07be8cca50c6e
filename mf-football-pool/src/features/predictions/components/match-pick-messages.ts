import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the match card's pick (CLB-04); Dutch in lang/nl.json. */
export const matchPickMessages = {
  ...defineMessages({
    draw: {
      id: 'football-pool.pick.draw',
      defaultMessage: 'Draw',
      description: 'The draw button of the pick control on a match card',
    },
    saved: {
      id: 'football-pool.pick.saved',
      defaultMessage: 'Saved',
      description: 'Announced on a match card after the pick was saved',
    },
    saveFailed: {
      id: 'football-pool.pick.save-failed',
      defaultMessage: 'Your pick could not be saved. Try again.',
      description: 'On a match card when saving the pick failed for an unexpected reason',
    },
  }),
  label: defineMessage<{ home: string; away: string }>({
    id: 'football-pool.pick.label',
    defaultMessage: 'Predict {home} against {away}',
    description: 'Accessible name of the pick control on a match card; {home} and {away} are the clubs',
  }),
  closesIn: defineMessage<{ relative: string }>({
    id: 'football-pool.pick.closes-in',
    defaultMessage: 'Predict: closes {relative}',
    description:
      'On a match card while its prediction game is open; {relative} is the time to kick-off, e.g. "in 8h" (Intl relative time)',
  }),
  homeWin: defineMessage<{ club: string }>({
    id: 'football-pool.pick.home-win',
    defaultMessage: '{club} wins',
    description: 'Accessible name of the pick button for a home win; {club} is the home club',
  }),
  awayWin: defineMessage<{ club: string }>({
    id: 'football-pool.pick.away-win',
    defaultMessage: '{club} wins',
    description: 'Accessible name of the pick button for an away win; {club} is the away club',
  }),
  yourPick: defineMessage<{ pick: string }>({
    id: 'football-pool.pick.your-pick',
    defaultMessage: 'Your pick: {pick}',
    description: 'On a match card once its game is locked; {pick} is a club name or "Draw"',
  }),
  yourPickPoints: defineMessage<{ pick: string; points: number }>({
    id: 'football-pool.pick.your-pick-points',
    defaultMessage: 'Your pick: {pick} · {points, plural, one {# point} other {# points}}',
    description: 'On a match card once its game is settled; {pick} is a club name or "Draw", {points} what it earned',
  }),
};
