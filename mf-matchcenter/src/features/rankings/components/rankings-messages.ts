import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the league ranking page (MC-01, MC-09); Dutch in lang/nl.json. */
export const rankingsMessages = {
  ...defineMessages({
    leagues: {
      id: 'matchcenter.rankings.leagues',
      defaultMessage: 'Leagues',
      description: 'Label of the row of league buttons on the ranking page',
    },
    tabs: {
      id: 'matchcenter.rankings.tabs',
      defaultMessage: 'Table and matches',
      description: 'Label of the tab list (Rankings, Matches) of the ranking page',
    },
    rankingsTab: {
      id: 'matchcenter.rankings.tab.rankings',
      defaultMessage: 'Rankings',
      description: 'Tab with the league tables and the top scorers',
    },
    matchesTab: {
      id: 'matchcenter.rankings.tab.matches',
      defaultMessage: 'Matches',
      description: 'Tab with the fixtures and results of a round',
    },
    noData: {
      id: 'matchcenter.rankings.no-data',
      defaultMessage: 'There is no data for this league yet.',
      description: 'The no-data notice: shown when there is neither a table nor a scorer, or no matches',
    },
    noMatches: {
      id: 'matchcenter.rankings.no-matches',
      defaultMessage: 'There are no matches to show.',
      description: 'The no-data notice of the Matches tab: the chosen round has no matches (or they failed to load)',
    },
    roundSelect: {
      id: 'matchcenter.rankings.round-select',
      defaultMessage: 'Round',
      description: 'Label of the round dropdown on the Matches tab',
    },
    allRounds: {
      id: 'matchcenter.rankings.all-rounds',
      defaultMessage: 'All rounds',
      description: 'Option of the round dropdown that lists the matches of every round',
    },
    topScorers: {
      id: 'matchcenter.rankings.top-scorers',
      defaultMessage: 'Top scorers',
      description: 'Heading of the top-10 scorers table',
    },
    noScorers: {
      id: 'matchcenter.rankings.no-scorers',
      defaultMessage: 'No goals have been scored yet.',
      description: 'Shown in place of the scorers table when the league has a table but no goals',
    },
    positionShort: {
      id: 'matchcenter.rankings.column.position-short',
      defaultMessage: '#',
      description: 'Column of a table position, as a sign in the table header',
    },
    position: {
      id: 'matchcenter.rankings.column.position',
      defaultMessage: 'Position',
      description: 'Column of a table position (shown as #)',
    },
    club: {
      id: 'matchcenter.rankings.column.club',
      defaultMessage: 'Club',
      description: 'Column with the club name in the league table and the scorers table',
    },
    player: {
      id: 'matchcenter.rankings.column.player',
      defaultMessage: 'Player',
      description: 'Column with the player name in the scorers table',
    },
    played: {
      id: 'matchcenter.rankings.column.played',
      defaultMessage: 'Played',
      description: 'Column: matches played (full name, read out)',
    },
    playedShort: {
      id: 'matchcenter.rankings.column.played-short',
      defaultMessage: 'P',
      description: 'Column: matches played, as one letter in the table header',
    },
    won: {
      id: 'matchcenter.rankings.column.won',
      defaultMessage: 'Won',
      description: 'Column: matches won (full name, read out)',
    },
    wonShort: {
      id: 'matchcenter.rankings.column.won-short',
      defaultMessage: 'W',
      description: 'Column: matches won, as one letter in the table header',
    },
    drawn: {
      id: 'matchcenter.rankings.column.drawn',
      defaultMessage: 'Drawn',
      description: 'Column: matches drawn (full name, read out)',
    },
    drawnShort: {
      id: 'matchcenter.rankings.column.drawn-short',
      defaultMessage: 'D',
      description: 'Column: matches drawn, as one letter in the table header',
    },
    lost: {
      id: 'matchcenter.rankings.column.lost',
      defaultMessage: 'Lost',
      description: 'Column: matches lost (full name, read out)',
    },
    lostShort: {
      id: 'matchcenter.rankings.column.lost-short',
      defaultMessage: 'L',
      description: 'Column: matches lost, as one letter in the table header',
    },
    goals: {
      id: 'matchcenter.rankings.column.goals',
      defaultMessage: 'Goals',
      description: 'Column: goals scored and conceded (as 30:12) in the table; goals in the scorers table',
    },
    goalDifference: {
      id: 'matchcenter.rankings.column.goal-difference',
      defaultMessage: 'Goal difference',
      description: 'Column: goal difference (full name, read out)',
    },
    goalDifferenceShort: {
      id: 'matchcenter.rankings.column.goal-difference-short',
      defaultMessage: 'GD',
      description: 'Column: goal difference, abbreviated in the table header',
    },
    points: {
      id: 'matchcenter.rankings.column.points',
      defaultMessage: 'Points',
      description: 'Column: points (full name, read out)',
    },
    pointsShort: {
      id: 'matchcenter.rankings.column.points-short',
      defaultMessage: 'Pts',
      description: 'Column: points, abbreviated in the table header',
    },
    form: {
      id: 'matchcenter.rankings.column.form',
      defaultMessage: 'Form',
      description: 'Column: the results of the last five matches',
    },
    penalties: {
      id: 'matchcenter.rankings.column.penalties',
      defaultMessage: 'Penalties',
      description: 'Column of the scorers table: how many of the goals were penalties (full name, read out)',
    },
    penaltiesShort: {
      id: 'matchcenter.rankings.column.penalties-short',
      defaultMessage: 'Pen.',
      description: 'Column of the scorers table: penalties, abbreviated in the header',
    },
    formWin: {
      id: 'matchcenter.rankings.form.win',
      defaultMessage: 'W',
      description: 'A win in the form column, one letter',
    },
    formWinLong: {
      id: 'matchcenter.rankings.form.win-long',
      defaultMessage: 'Won',
      description: 'A win in the form column, read out',
    },
    formDraw: {
      id: 'matchcenter.rankings.form.draw',
      defaultMessage: 'D',
      description: 'A draw in the form column, one letter',
    },
    formDrawLong: {
      id: 'matchcenter.rankings.form.draw-long',
      defaultMessage: 'Drawn',
      description: 'A draw in the form column, read out',
    },
    formLoss: {
      id: 'matchcenter.rankings.form.loss',
      defaultMessage: 'L',
      description: 'A loss in the form column, one letter',
    },
    formLossLong: {
      id: 'matchcenter.rankings.form.loss-long',
      defaultMessage: 'Lost',
      description: 'A loss in the form column, read out',
    },
  }),
  showAllColumns: defineMessage({
    id: 'matchcenter.rankings.show-all-columns',
    defaultMessage: 'Show all columns',
    description: 'Button under a league table on a phone: shows won, drawn, lost, goals and form as well',
  }),
  showFewerColumns: defineMessage({
    id: 'matchcenter.rankings.show-fewer-columns',
    defaultMessage: 'Show fewer columns',
    description: 'Button under a league table on a phone, after showing all columns: back to the short table',
  }),
  yourClub: defineMessage({
    id: 'matchcenter.rankings.your-club',
    defaultMessage: '(your club)',
    description: "Read out after the favourite club's name in a league table",
  }),
  round: defineMessage<{ round: number }>({
    id: 'matchcenter.rankings.round',
    defaultMessage: 'Round {round}',
    description: 'Option of the round dropdown, and the heading of the matches of one round',
  }),
  currentRound: defineMessage<{ round: number }>({
    id: 'matchcenter.rankings.current-round',
    defaultMessage: 'Round {round} (this week)',
    description: 'Option of the round dropdown for the round being played this week',
  }),
  pageTitle: defineMessage<{ league: string }>({
    id: 'matchcenter.rankings.page-title',
    defaultMessage: '{league} table',
    description: 'Title of the ranking page (browser tab, search results) on the Rankings tab',
  }),
  matchesTitle: defineMessage<{ league: string }>({
    id: 'matchcenter.rankings.matches-title',
    defaultMessage: '{league} matches',
    description: 'Title of the ranking page (browser tab, search results) on the Matches tab',
  }),
  description: defineMessage<{ league: string; season: string }>({
    id: 'matchcenter.rankings.description',
    defaultMessage: 'The {league} {season}: the table, the top scorers, and the results and fixtures of every round.',
    description: 'Description of the ranking page for search results and shares',
  }),
  season: defineMessage<{ season: string }>({
    id: 'matchcenter.rankings.season',
    defaultMessage: 'Season {season}',
    description: 'Under the league name at the top of the ranking page',
  }),
  goalsFor: defineMessage<{ scored: number; conceded: number }>({
    id: 'matchcenter.rankings.goals-for-against',
    defaultMessage: '{scored} scored, {conceded} conceded',
    description: 'Read out for the goals column of the table (shown as 30:12)',
  }),
};
