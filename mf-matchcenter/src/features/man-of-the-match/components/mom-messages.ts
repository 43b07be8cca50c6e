import { defineMessage, defineMessages } from 'react-intl';

/** Strings of man-of-the-match voting and results (MC-05, MC-06); Dutch in lang/nl.json. */
export const momMessages = {
  ...defineMessages({
    title: {
      id: 'matchcenter.mom.title',
      defaultMessage: 'Man of the match',
      description: 'Heading of the man-of-the-match vote and results on the match page',
    },
    loadFailed: {
      id: 'matchcenter.mom.load-failed',
      defaultMessage: 'The man-of-the-match results could not be loaded.',
      description: 'Shown when the vote results failed to load',
    },
    notOpenYet: {
      id: 'matchcenter.mom.not-open-yet',
      defaultMessage: 'Voting opens at kick-off.',
      description: 'Shown before the match starts, instead of the vote form',
    },
    closed: {
      id: 'matchcenter.mom.closed',
      defaultMessage: 'Voting for this match has closed.',
      description: 'Shown when the man-of-the-match vote is over',
    },
    loginInvitation: {
      id: 'matchcenter.mom.login-invitation',
      defaultMessage: 'Log in to rate the players and vote for the man of the match.',
      description: 'Invitation for guests to log in, in place of the vote form',
    },
    login: {
      id: 'matchcenter.mom.login',
      defaultMessage: 'Log in',
      description: 'Button that opens the login dialog from the man-of-the-match vote',
    },
    formTitle: {
      id: 'matchcenter.mom.form-title',
      defaultMessage: 'Rate the players',
      description: 'Heading of the vote form',
    },
    chooseTeam: {
      id: 'matchcenter.mom.choose-team',
      defaultMessage: 'Players of',
      description: 'Label of the choice of which team’s players to rate',
    },
    oneVote: {
      id: 'matchcenter.mom.one-vote',
      defaultMessage: 'You can vote once per match: rate the players of one team, as many as you like.',
      description: 'Explains the one-vote rule above the form',
    },
    submit: {
      id: 'matchcenter.mom.submit',
      defaultMessage: 'Send my vote',
      description: 'Button that sends the ratings',
    },
    thanks: {
      id: 'matchcenter.mom.thanks',
      defaultMessage: 'Thank you, your vote has been counted.',
      description: 'Confirmation after voting; it disappears after 3 seconds',
    },
    yourRatings: {
      id: 'matchcenter.mom.your-ratings',
      defaultMessage: 'Your ratings',
      description: 'Heading of the ratings the user gave',
    },
    results: {
      id: 'matchcenter.mom.results',
      defaultMessage: 'Results',
      description: 'Heading of the vote results',
    },
    noVotes: {
      id: 'matchcenter.mom.no-votes',
      defaultMessage: 'No votes yet.',
      description: 'Shown in the results before anyone voted',
    },
    topThree: {
      id: 'matchcenter.mom.top-three',
      defaultMessage: 'Top 3',
      description: 'Accessible name of the list of the three best-rated players',
    },
    allRatings: {
      id: 'matchcenter.mom.all-ratings',
      defaultMessage: 'All ratings',
      description: 'Caption of the table of every rated player',
    },
    player: {
      id: 'matchcenter.mom.player',
      defaultMessage: 'Player',
      description: 'Column heading: the player',
    },
    team: {
      id: 'matchcenter.mom.team',
      defaultMessage: 'Team',
      description: 'Column heading: the player’s team',
    },
    votesColumn: {
      id: 'matchcenter.mom.votes-column',
      defaultMessage: 'Votes',
      description: 'Column heading: how many fans rated the player',
    },
    averageColumn: {
      id: 'matchcenter.mom.average-column',
      defaultMessage: 'Average',
      description: 'Column heading: the player’s average rating',
    },
    topMomTitle: {
      id: 'matchcenter.mom.top-mom-title',
      defaultMessage: 'Best-rated players this season',
      description: 'Heading of the season’s man-of-the-match list',
    },
    topMomEmpty: {
      id: 'matchcenter.mom.top-mom-empty',
      defaultMessage: 'No player has enough ratings yet this season.',
      description: 'Shown when no player has the minimum number of ratings',
    },
    topMomLoadFailed: {
      id: 'matchcenter.mom.top-mom-load-failed',
      defaultMessage: 'The best-rated players could not be loaded.',
      description: 'Shown when the season’s list failed to load',
    },
  }),
  votersCount: defineMessage<{ count: number }>({
    id: 'matchcenter.mom.voters-count',
    defaultMessage: '{count, plural, one {# fan voted} other {# fans voted}}',
    description: 'How many fans voted in this match',
  }),
  votesCount: defineMessage<{ count: number }>({
    id: 'matchcenter.mom.votes-count',
    defaultMessage: '{count, plural, one {# vote} other {# votes}}',
    description: 'How many fans rated one player',
  }),
  average: defineMessage<{ average: string }>({
    id: 'matchcenter.mom.average',
    defaultMessage: 'average {average}',
    description: 'A player’s average rating, e.g. "average 4.3"',
  }),
  ratePlayer: defineMessage<{ player: string }>({
    id: 'matchcenter.mom.rate-player',
    defaultMessage: 'Rating for {player}',
    description: 'Accessible name of the stars of one player in the vote form',
  }),
  closesAt: defineMessage<{ time: string }>({
    id: 'matchcenter.mom.closes-at',
    defaultMessage: 'Voting closes {time}.',
    description: 'When the vote closes, e.g. "Voting closes Sun 24 Nov, 22:45."',
  }),
  rank: defineMessage<{ rank: number }>({
    id: 'matchcenter.mom.rank',
    defaultMessage: 'No. {rank}',
    description: 'Accessible text of a place in the top 3, e.g. "No. 1"',
  }),
};
