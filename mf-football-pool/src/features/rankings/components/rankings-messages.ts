import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the prediction rankings (FP-04, FP-05); Dutch in lang/nl.json. */
export const rankingsMessages = {
  ...defineMessages({
    title: {
      id: 'football-pool.rankings.title',
      defaultMessage: 'Rankings',
      description: 'Heading of the prediction rankings page, and its tab on the games page',
    },
    intro: {
      id: 'football-pool.rankings.intro',
      defaultMessage: 'Who predicts best? The ranking of the week, the month and the whole season.',
      description: 'Introduction on the prediction rankings page',
    },
    filters: {
      id: 'football-pool.rankings.filters',
      defaultMessage: 'Period',
      description: 'Accessible name of the group of period buttons of the rankings',
    },
    this_week: {
      id: 'football-pool.rankings.this-week',
      defaultMessage: 'This week',
      description: 'Ranking filter button: the current week',
    },
    last_week: {
      id: 'football-pool.rankings.last-week',
      defaultMessage: 'Last week',
      description: 'Ranking filter button: the week before (also active for an earlier week picked in the list)',
    },
    month: {
      id: 'football-pool.rankings.month',
      defaultMessage: 'Month',
      description: 'Ranking filter button: a month',
    },
    total: {
      id: 'football-pool.rankings.total',
      defaultMessage: 'Total',
      description: 'Ranking filter button: the whole season',
    },
    weekPicker: {
      id: 'football-pool.rankings.week-picker',
      defaultMessage: 'Week',
      description: 'Label of the list of weeks to show the ranking of',
    },
    monthPicker: {
      id: 'football-pool.rankings.month-picker',
      defaultMessage: 'Month',
      description: 'Label of the list of months to show the ranking of',
    },
    caption: {
      id: 'football-pool.rankings.caption',
      defaultMessage: 'Ranking',
      description: 'Caption of the ranking table',
    },
    rank: {
      id: 'football-pool.rankings.rank',
      defaultMessage: 'Rank',
      description: 'Column header: the position in the ranking',
    },
    player: {
      id: 'football-pool.rankings.player',
      defaultMessage: 'Player',
      description: 'Column header: the user',
    },
    points: {
      id: 'football-pool.rankings.points',
      defaultMessage: 'Points',
      description: 'Column header: the points earned',
    },
    yourPosition: {
      id: 'football-pool.rankings.your-position',
      defaultMessage: 'Your position',
      description: 'Heading of the row with the fan’s own position when it is not on the shown page',
    },
    you: {
      id: 'football-pool.rankings.you',
      defaultMessage: '(you)',
      description: 'Added after the fan’s own name in a ranking',
    },
    empty: {
      id: 'football-pool.rankings.empty',
      defaultMessage: 'Nobody is ranked for this period yet.',
      description: 'Shown when a ranking has no rows',
    },
    loadFailed: {
      id: 'football-pool.rankings.load-failed',
      defaultMessage: 'The ranking could not be loaded.',
      description: 'Shown when a ranking fails to load',
    },
    unranked: {
      id: 'football-pool.rankings.unranked',
      defaultMessage: 'You are not ranked this week yet: your points count once a game you predicted is over.',
      description: 'The logged-in fan has no settled prediction this week',
    },
    allRankings: {
      id: 'football-pool.rankings.all',
      defaultMessage: 'All rankings',
      description: 'Link from the games page to the full rankings page',
    },
  }),
  goToOwnPage: defineMessage<{ page: number }>({
    id: 'football-pool.rankings.go-to-own-page',
    defaultMessage: 'Go to page {page}',
    description: 'Button that shows the page of the ranking holding the fan’s own row',
  }),
  summary: defineMessage<{ rank: number; points: number }>({
    id: 'football-pool.rankings.summary',
    defaultMessage: 'You are number {rank} this week with {points, plural, one {# point} other {# points}}.',
    description: 'The logged-in fan’s position in this week’s ranking',
  }),
};
