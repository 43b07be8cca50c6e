import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the team page (MC-07, MC-13); Dutch in lang/nl.json. */
export const teamPageMessages = {
  ...defineMessages({
    loadFailed: {
      id: 'matchcenter.team.load-failed',
      defaultMessage: 'The club could not be loaded.',
      description: 'Team page: the club information failed to load',
    },
    notFoundTitle: {
      id: 'matchcenter.team.not-found-title',
      defaultMessage: 'Club not found',
      description: 'Heading of the team page for a club that does not exist',
    },
    notFoundText: {
      id: 'matchcenter.team.not-found-text',
      defaultMessage: 'This club does not exist or is no longer available.',
      description: 'Text of the team page for a club that does not exist',
    },
    widgetLoadFailed: {
      id: 'matchcenter.team.widget-load-failed',
      defaultMessage: 'The league position and form could not be loaded.',
      description: 'Team page: the club widget (position, form, next match) failed to load',
    },
    fixturesLoadFailed: {
      id: 'matchcenter.team.fixtures-load-failed',
      defaultMessage: 'The matches could not be loaded.',
      description: 'Team page: the fixtures and results failed to load',
    },
    squadLoadFailed: {
      id: 'matchcenter.team.squad-load-failed',
      defaultMessage: 'The squad could not be loaded.',
      description: 'Team page: the squad failed to load',
    },
    tabsLabel: {
      id: 'matchcenter.team.tabs-label',
      defaultMessage: 'Club sections',
      description: 'Accessible name of the tab list of the team page',
    },
    fixturesTab: {
      id: 'matchcenter.team.tab.fixtures',
      defaultMessage: 'Fixtures',
      description: 'Team page tab: the matches still to be played',
    },
    resultsTab: {
      id: 'matchcenter.team.tab.results',
      defaultMessage: 'Results',
      description: 'Team page tab: the matches played',
    },
    squadTab: {
      id: 'matchcenter.team.tab.squad',
      defaultMessage: 'Squad',
      description: 'Team page tab: the players of the club',
    },
    noFixtures: {
      id: 'matchcenter.team.no-fixtures',
      defaultMessage: 'No more matches are planned this season.',
      description: 'Team page: the fixtures tab has no matches',
    },
    noResults: {
      id: 'matchcenter.team.no-results',
      defaultMessage: 'No matches have been played yet this season.',
      description: 'Team page: the results tab has no matches',
    },
    noPlayers: {
      id: 'matchcenter.team.no-players',
      defaultMessage: 'No players in this position.',
      description: 'Team page: a squad position without players',
    },
    widgetTitle: {
      id: 'matchcenter.team.widget-title',
      defaultMessage: 'Club',
      description: 'Heading of the club widget on the team page',
    },
    city: { id: 'matchcenter.team.city', defaultMessage: 'City', description: 'Club widget: label of the city' },
    stadium: {
      id: 'matchcenter.team.stadium',
      defaultMessage: 'Stadium',
      description: 'Club widget: label of the stadium',
    },
    founded: {
      id: 'matchcenter.team.founded',
      defaultMessage: 'Founded',
      description: 'Club widget: label of the year the club was founded',
    },
    coach: {
      id: 'matchcenter.team.coach',
      defaultMessage: 'Coach',
      description: 'Club widget: label of the head coach',
    },
    colours: {
      id: 'matchcenter.team.colours',
      defaultMessage: 'Colours',
      description: 'Club widget: label of the club colours',
    },
    league: {
      id: 'matchcenter.team.league',
      defaultMessage: 'League',
      description: 'Club widget: label of the league',
    },
    positionTitle: {
      id: 'matchcenter.team.position-title',
      defaultMessage: 'League position',
      description: 'Club widget: heading of the table position',
    },
    formTitle: {
      id: 'matchcenter.team.form-title',
      defaultMessage: 'Form',
      description: 'Club widget: heading of the last five results',
    },
    noForm: {
      id: 'matchcenter.team.no-form',
      defaultMessage: 'No matches played yet.',
      description: 'Club widget: the club has no results yet, so no form',
    },
    nextMatchTitle: {
      id: 'matchcenter.team.next-match-title',
      defaultMessage: 'Next match',
      description: 'Club widget: heading of the next match',
    },
    noNextMatch: {
      id: 'matchcenter.team.no-next-match',
      defaultMessage: 'No match planned.',
      description: 'Club widget: the club has no match to come',
    },
    played: { id: 'matchcenter.team.played', defaultMessage: 'Played', description: 'Club widget: matches played' },
    won: { id: 'matchcenter.team.won', defaultMessage: 'Won', description: 'Club widget: matches won' },
    drawn: { id: 'matchcenter.team.drawn', defaultMessage: 'Drawn', description: 'Club widget: matches drawn' },
    lost: { id: 'matchcenter.team.lost', defaultMessage: 'Lost', description: 'Club widget: matches lost' },
    points: { id: 'matchcenter.team.points', defaultMessage: 'Points', description: 'Club widget: league points' },
    goalDifference: {
      id: 'matchcenter.team.goal-difference',
      defaultMessage: 'Goal difference',
      description: 'Club widget: goals scored minus goals conceded',
    },
    shirtNumber: {
      id: 'matchcenter.team.shirt-number',
      defaultMessage: 'Shirt number',
      description: 'Squad list: read out before a player’s shirt number',
    },
  }),
  allFixtures: defineMessage<{ count: number }>({
    id: 'matchcenter.team.all-fixtures',
    defaultMessage: '{count, plural, one {Show the # match} other {Show all # matches}}',
    description: "Team page: under the first few of the club's matches, shows the whole list (fixtures or results)",
  }),
  title: defineMessage<{ team: string }>({
    id: 'matchcenter.team.page-title',
    defaultMessage: '{team}: fixtures, results and squad',
    description: 'Team page: the browser title and share title',
  }),
  description: defineMessage<{ team: string; league: string }>({
    id: 'matchcenter.team.page-description',
    defaultMessage: 'Fixtures, results, league position, form and squad of {team} in the {league}.',
    description: 'Team page: the description for search results and shares',
  }),
  ordinalPosition: defineMessage<{ position: number; league: string }>({
    id: 'matchcenter.team.ordinal-position',
    defaultMessage: '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the {league}',
    description: 'Club widget: the league position, as in "3rd in the Eredivisie"',
  }),
  formLabel: defineMessage<{ count: number }>({
    id: 'matchcenter.team.form-label',
    defaultMessage: 'Form over the last {count, plural, one {match} other {# matches}}, oldest first',
    description: 'Accessible name of the list of the last five results',
  }),
  formResult: defineMessage<{ result: string; score: string; opponent: string; venue: string }>({
    id: 'matchcenter.team.form-result',
    defaultMessage:
      '{result, select, W {Won} D {Drew} other {Lost}} {score} {venue, select, home {at home against} other {away at}} {opponent}',
    description: 'Accessible text of one form letter: "Won 2-1 at home against PSV"',
  }),
  formLetter: defineMessage<{ result: string }>({
    id: 'matchcenter.team.form-letter',
    defaultMessage: '{result, select, W {W} D {D} other {L}}',
    description: 'One-letter form badge: W(on), D(rawn), L(ost)',
  }),
};
