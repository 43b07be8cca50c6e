import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the player page (MC-02); Dutch in lang/nl.json. */
export const playerPageMessages = {
  ...defineMessages({
    loadFailed: {
      id: 'matchcenter.player.load-failed',
      defaultMessage: 'The player could not be loaded.',
      description: 'Player page: the profile failed to load',
    },
    notFoundTitle: {
      id: 'matchcenter.player.not-found-title',
      defaultMessage: 'Player not found',
      description: 'Heading of the player page for a player that does not exist',
    },
    notFoundText: {
      id: 'matchcenter.player.not-found-text',
      defaultMessage: 'This player does not exist or is no longer available.',
      description: 'Text of the player page for a player that does not exist',
    },
    profileTitle: {
      id: 'matchcenter.player.profile-title',
      defaultMessage: 'Profile',
      description: 'Player page: heading of the profile',
    },
    position: { id: 'matchcenter.player.position', defaultMessage: 'Position', description: 'Player profile label' },
    shirtNumber: {
      id: 'matchcenter.player.shirt-number',
      defaultMessage: 'Shirt number',
      description: 'Player profile label',
    },
    nationality: {
      id: 'matchcenter.player.nationality',
      defaultMessage: 'Nationality',
      description: 'Player profile label',
    },
    dateOfBirth: {
      id: 'matchcenter.player.date-of-birth',
      defaultMessage: 'Date of birth',
      description: 'Player profile label',
    },
    team: { id: 'matchcenter.player.team', defaultMessage: 'Club', description: 'Player profile label: the club' },
    positionGK: { id: 'matchcenter.player.position.gk', defaultMessage: 'Goalkeeper', description: 'Position GK' },
    positionDEF: { id: 'matchcenter.player.position.def', defaultMessage: 'Defender', description: 'Position DEF' },
    positionMF: { id: 'matchcenter.player.position.mf', defaultMessage: 'Midfielder', description: 'Position MF' },
    positionST: { id: 'matchcenter.player.position.st', defaultMessage: 'Attacker', description: 'Position ST' },
    england: {
      id: 'matchcenter.player.nation.gb-eng',
      defaultMessage: 'England',
      description: 'Nationality GB-ENG (a home nation, not an ISO country)',
    },
    appearances: {
      id: 'matchcenter.player.appearances',
      defaultMessage: 'Appearances',
      description: 'Season figure: matches played',
    },
    goals: { id: 'matchcenter.player.goals', defaultMessage: 'Goals', description: 'Season figure' },
    penalties: {
      id: 'matchcenter.player.penalties',
      defaultMessage: 'Penalties scored',
      description: 'Season figure: goals from the penalty spot',
    },
    ownGoals: { id: 'matchcenter.player.own-goals', defaultMessage: 'Own goals', description: 'Season figure' },
    assists: { id: 'matchcenter.player.assists', defaultMessage: 'Assists', description: 'Season figure' },
    yellowCards: {
      id: 'matchcenter.player.yellow-cards',
      defaultMessage: 'Yellow cards',
      description: 'Season figure',
    },
    redCards: { id: 'matchcenter.player.red-cards', defaultMessage: 'Red cards', description: 'Season figure' },
    momTitle: {
      id: 'matchcenter.player.mom-title',
      defaultMessage: 'Man of the match',
      description: 'Player page: heading of the fans’ man-of-the-match grades',
    },
    newsEmpty: {
      id: 'matchcenter.player.news-empty',
      defaultMessage: 'There is no news about this player yet.',
      description: 'Player news list: no article names the player',
    },
    newsLoadFailed: {
      id: 'matchcenter.player.news-load-failed',
      defaultMessage: 'The news could not be loaded.',
      description: 'Player news list: the first page failed to load',
    },
    newsLoadMoreFailed: {
      id: 'matchcenter.player.news-load-more-failed',
      defaultMessage: 'More news could not be loaded. Please try again.',
      description: 'Player news list: loading the next page failed',
    },
  }),
  title: defineMessage<{ name: string }>({
    id: 'matchcenter.player.page-title',
    defaultMessage: '{name}: profile, season figures and news',
    description: 'Player page: the browser title and share title',
  }),
  description: defineMessage<{ name: string; team: string; season: string }>({
    id: 'matchcenter.player.page-description',
    defaultMessage: 'Profile, {season} season figures and the latest news of {name} ({team}).',
    description: 'Player page: the description for search results and shares',
  }),
  age: defineMessage<{ date: string; age: number }>({
    id: 'matchcenter.player.age',
    defaultMessage: '{date} (age {age})',
    description: 'Player profile: date of birth with the age',
  }),
  seasonTitle: defineMessage<{ season: string }>({
    id: 'matchcenter.player.season-title',
    defaultMessage: 'Season {season}',
    description: 'Player page: heading of the season figures',
  }),
  eventsCoverage: defineMessage<{ covered: number; total: number }>({
    id: 'matchcenter.player.events-coverage',
    defaultMessage:
      'Assists and cards are known for {covered} of the {total} {total, plural, one {match} other {matches}} played, so those two figures may be incomplete.',
    description:
      'Player page: note under the season figures when assists and cards are not known for every match (appearances and goals are)',
  }),
  notKnown: defineMessage({
    id: 'matchcenter.player.not-known',
    defaultMessage: 'not known',
    description:
      'Player page: read out for a season figure (assists, cards) that no match has data for; shown as a dash',
  }),
  momAverage: defineMessage<{ grade: string; votes: number }>({
    id: 'matchcenter.player.mom-average',
    defaultMessage:
      'Average grade {grade} out of 5 from the fans this season ({votes, plural, one {# vote} other {# votes}}).',
    description: 'Player page: the man-of-the-match average',
  }),
  newsTitle: defineMessage<{ name: string }>({
    id: 'matchcenter.player.news-title',
    defaultMessage: 'News about {name}',
    description: 'Player page: heading of the player news list',
  }),
};
