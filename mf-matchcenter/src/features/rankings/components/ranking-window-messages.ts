import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the home page's table window (MC-08), apart from the ranking page's so the widget loads few. */
export const rankingWindowMessages = {
  ...defineMessages({
    position: {
      id: 'matchcenter.ranking-window.position',
      defaultMessage: 'Position',
      description: 'Column header of the table window: the place in the table',
    },
    club: {
      id: 'matchcenter.ranking-window.club',
      defaultMessage: 'Club',
      description: 'Column header of the table window: the club',
    },
    played: {
      id: 'matchcenter.ranking-window.played',
      defaultMessage: 'Played',
      description: 'Column header of the table window: matches played',
    },
    playedShort: {
      id: 'matchcenter.ranking-window.played-short',
      defaultMessage: 'P',
      description: 'Abbreviated column header of the table window: matches played',
    },
    pointsShort: {
      id: 'matchcenter.ranking-window.points-short',
      defaultMessage: 'Pts',
      description: 'Abbreviated column header of the table window: points',
    },
    points: {
      id: 'matchcenter.ranking-window.points',
      defaultMessage: 'Points',
      description: 'Column header of the table window: points',
    },
    goalDifferenceShort: {
      id: 'matchcenter.ranking-window.goal-difference-short',
      defaultMessage: 'GD',
      description: 'Abbreviated column header of the table window: goal difference',
    },
    goalDifference: {
      id: 'matchcenter.ranking-window.goal-difference',
      defaultMessage: 'Goal difference',
      description: 'Column header of the table window: goal difference',
    },
    yourTeam: {
      id: 'matchcenter.ranking-window.your-team',
      defaultMessage: '(your team)',
      description: "Read out after the favourite club's name in the table window",
    },
    fullTable: {
      id: 'matchcenter.ranking-window.full-table',
      defaultMessage: 'Full table',
      description: 'Link from the table window to the league ranking page',
    },
  }),
  title: defineMessage<{ league: string }>({
    id: 'matchcenter.ranking-window.title',
    defaultMessage: '{league} table',
    description: "Heading of the home page's five-row window of the league table",
  }),
};
