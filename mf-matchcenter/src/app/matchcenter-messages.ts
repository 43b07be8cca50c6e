import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the match-centre pages and the home-page widget; Dutch in lang/nl.json. */
export const matchcenterMessages = {
  ...defineMessages({
    description: {
      id: 'matchcenter.home.description',
      defaultMessage: "Live scores, today's matches, the round's fixtures and the table, updated as they are played.",
      description: 'Meta description of the match-centre home page for search engines and shared links',
    },
    title: {
      id: 'matchcenter.home.title',
      defaultMessage: 'Match centre',
      description: 'Heading of the match-centre home page',
    },
    currentRound: {
      id: 'matchcenter.home.current-round',
      defaultMessage: 'This round',
      description: 'Heading of the fixture list while the round loads (or when it has no name)',
    },
    league: {
      id: 'matchcenter.home.league',
      defaultMessage: 'Eredivisie',
      description: 'Name of the default league (MC-14)',
    },
    noFixtures: {
      id: 'matchcenter.home.no-fixtures',
      defaultMessage: 'There are no matches in this round.',
      description: 'Shown when the current round has no fixtures',
    },
    liveNow: {
      id: 'matchcenter.home.live-now',
      defaultMessage: 'Live now',
      description: 'Heading of the matches being played now, on the match-centre home',
    },
    today: {
      id: 'matchcenter.home.today',
      defaultMessage: 'Today',
      description: "Heading of today's matches of every league, on the match-centre home",
    },
    nothingToday: {
      id: 'matchcenter.home.nothing-today',
      defaultMessage: 'No matches today.',
      description: 'Shown under "Today" when no match is played today',
    },
    nothingLive: {
      id: 'matchcenter.home.nothing-live',
      defaultMessage: 'No match is being played right now.',
      description: 'Shown under "Live now" when no match is being played',
    },
    tableLink: {
      id: 'matchcenter.home.table-link',
      defaultMessage: 'Table, matches and scorers',
      description: 'Link from the match-centre home to the ranking page of the default league',
    },
    loadFailed: {
      id: 'matchcenter.load-failed',
      defaultMessage: 'The matches could not be loaded.',
      description: 'Shown when fixtures fail to load',
    },
    sidebarTitle: {
      id: 'matchcenter.sidebar.title',
      defaultMessage: 'Next match',
      description: 'Heading of the home-page widget with the next match and its countdown',
    },
    comingUp: {
      id: 'matchcenter.sidebar.coming-up',
      defaultMessage: 'Coming up',
      description: 'Heading above the next fixtures in the home-page widget',
    },
    noUpcoming: {
      id: 'matchcenter.sidebar.no-upcoming',
      defaultMessage: 'No matches are planned yet.',
      description: 'Shown in the home-page widget when no match is coming',
    },
    shownAbove: {
      id: 'matchcenter.home.shown-above',
      defaultMessage: "This round's matches that are being played now or today are listed above.",
      description: 'Under the round heading of the match centre when some of its matches are in Live now or Today',
    },
    allMatches: {
      id: 'matchcenter.sidebar.all-matches',
      defaultMessage: 'All matches',
      description: 'Link from the home-page widget to the match centre',
    },
  }),
  round: defineMessage<{ round: number }>({
    id: 'matchcenter.home.round',
    defaultMessage: 'Round {round}',
    description: 'Heading of the fixture list of one round',
  }),
};
