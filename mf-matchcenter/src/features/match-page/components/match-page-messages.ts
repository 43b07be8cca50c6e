import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the match page (MC-12, MC-13); Dutch in lang/nl.json. */
export const matchPageMessages = {
  ...defineMessages({
    loadFailed: {
      id: 'matchcenter.match.load-failed',
      defaultMessage: 'The match could not be loaded.',
      description: 'Shown when the match page data failed to load',
    },
    notFoundTitle: {
      id: 'matchcenter.match.not-found-title',
      defaultMessage: 'Match not found',
      description: 'Heading of the match page for a match that does not exist',
    },
    notFoundText: {
      id: 'matchcenter.match.not-found-text',
      defaultMessage: 'This match does not exist or is no longer available.',
      description: 'Text of the match page for a match that does not exist',
    },
    live: { id: 'matchcenter.match.live', defaultMessage: 'Live', description: 'Badge of a match being played' },
    halfTime: {
      id: 'matchcenter.match.half-time',
      defaultMessage: 'Half time',
      description: 'Status of a match at the half-time break, and its mark on the timeline',
    },
    fullTime: {
      id: 'matchcenter.match.full-time',
      defaultMessage: 'Full time',
      description: 'Status of a finished match, and its mark on the timeline',
    },
    postponed: { id: 'matchcenter.match.postponed', defaultMessage: 'Postponed', description: 'Status of a match' },
    cancelled: { id: 'matchcenter.match.cancelled', defaultMessage: 'Cancelled', description: 'Status of a match' },
    kickOff: {
      id: 'matchcenter.match.kick-off',
      defaultMessage: 'Kick-off',
      description: 'Label before the kick-off date, and the first mark on the timeline',
    },
    vs: { id: 'matchcenter.match.vs', defaultMessage: 'vs', description: 'Between the teams before kick-off' },
    tabsLabel: {
      id: 'matchcenter.match.tabs-label',
      defaultMessage: 'Match details',
      description: 'Accessible name of the tab list of the match page',
    },
    eventsTab: { id: 'matchcenter.match.events-tab', defaultMessage: 'Events', description: 'Tab and heading' },
    lineupsTab: { id: 'matchcenter.match.lineups-tab', defaultMessage: 'Line-ups', description: 'Tab and heading' },
    statsTab: { id: 'matchcenter.match.stats-tab', defaultMessage: 'Statistics', description: 'Tab and heading' },
    momTab: {
      id: 'matchcenter.match.mom-tab',
      defaultMessage: 'Man of the match',
      description: 'Tab of the man-of-the-match vote',
    },
    timeline: { id: 'matchcenter.match.timeline', defaultMessage: 'Timeline', description: 'Heading' },
    noEventsYet: {
      id: 'matchcenter.match.no-events-yet',
      defaultMessage: 'The match has not started yet.',
      description: 'Events tab before kick-off',
    },
    noEvents: {
      id: 'matchcenter.match.no-events',
      defaultMessage: 'Nothing has happened yet.',
      description: 'Events tab of a started match without goals, cards or substitutions',
    },
    goal: { id: 'matchcenter.match.goal', defaultMessage: 'Goal', description: 'Kind of match event' },
    penalty: { id: 'matchcenter.match.penalty', defaultMessage: 'Penalty', description: 'Kind of match event' },
    ownGoal: { id: 'matchcenter.match.own-goal', defaultMessage: 'Own goal', description: 'Kind of match event' },
    yellowCard: {
      id: 'matchcenter.match.yellow-card',
      defaultMessage: 'Yellow card',
      description: 'Kind of match event',
    },
    redCard: { id: 'matchcenter.match.red-card', defaultMessage: 'Red card', description: 'Kind of match event' },
    substitution: {
      id: 'matchcenter.match.substitution',
      defaultMessage: 'Substitution',
      description: 'Kind of match event',
    },
    playerIn: {
      id: 'matchcenter.match.player-in',
      defaultMessage: 'On:',
      description: 'Read out before the player coming on in a substitution',
    },
    playerOut: {
      id: 'matchcenter.match.player-out',
      defaultMessage: 'Off:',
      description: 'Read out before the player going off in a substitution',
    },
    card: { id: 'matchcenter.match.card', defaultMessage: 'Card', description: 'A card on the timeline' },
    unknownPlayer: {
      id: 'matchcenter.match.unknown-player',
      defaultMessage: 'Unknown player',
      description: 'Instead of a name the data does not have',
    },
    lineupsLater: {
      id: 'matchcenter.match.lineups-later',
      defaultMessage: 'The line-ups are announced at kick-off.',
      description: 'Line-ups tab before kick-off',
    },
    lineupsDerived: {
      id: 'matchcenter.match.lineups-derived',
      defaultMessage: 'Line-ups reconstructed from the squads.',
      description: 'Note under line-ups that were not recorded but derived from the squads',
    },
    substitutes: {
      id: 'matchcenter.match.substitutes',
      defaultMessage: 'Substitutes',
      description: 'Heading of the bench',
    },
    noStats: {
      id: 'matchcenter.match.no-stats',
      defaultMessage: 'There are no statistics for this match.',
      description: 'Statistics tab when none are known',
    },
    possession: { id: 'matchcenter.match.possession', defaultMessage: 'Possession', description: 'Statistic' },
    shots: { id: 'matchcenter.match.shots', defaultMessage: 'Shots', description: 'Statistic' },
    shotsOnTarget: {
      id: 'matchcenter.match.shots-on-target',
      defaultMessage: 'Shots on target',
      description: 'Statistic',
    },
    corners: { id: 'matchcenter.match.corners', defaultMessage: 'Corners', description: 'Statistic' },
    fouls: { id: 'matchcenter.match.fouls', defaultMessage: 'Fouls', description: 'Statistic' },
  }),
  minute: defineMessage<{ minute: string }>({
    id: 'matchcenter.match.minute',
    defaultMessage: "{minute}'",
    description: "A match minute, as in 67' or 45+2'",
  }),
  score: defineMessage<{ home: string; away: string }>({
    id: 'matchcenter.match.score',
    defaultMessage: 'Score {home}-{away}',
    description: 'Accessible text of the score',
  }),
  description: defineMessage<{ home: string; away: string; league: string; date: string }>({
    id: 'matchcenter.match.description',
    defaultMessage: '{home} against {away} ({league}, {date}): live score, events, line-ups and statistics.',
    description: 'Meta description of the match page',
  }),
  resultDescription: defineMessage<{ home: string; away: string; score: string }>({
    id: 'matchcenter.match.result-description',
    defaultMessage: 'Full time: {home} {score} {away}.',
    description: 'Structured-data description of a finished match, with its final score',
  }),
  formation: defineMessage<{ formation: string }>({
    id: 'matchcenter.match.formation',
    defaultMessage: 'Formation {formation}',
    description: 'The formation of a line-up, as in 4-3-3',
  }),
  assist: defineMessage<{ name: string }>({
    id: 'matchcenter.match.assist',
    defaultMessage: 'Assist: {name}',
    description: 'The player who gave the assist of a goal',
  }),
  playerOn: defineMessage<{ minute: string }>({
    id: 'matchcenter.match.player-on',
    defaultMessage: 'Came on in minute {minute}',
    description: 'Accessible note on a substitute who came on',
  }),
  playerOff: defineMessage<{ minute: string }>({
    id: 'matchcenter.match.player-off',
    defaultMessage: 'Went off in minute {minute}',
    description: 'Accessible note on a player who was substituted',
  }),
  goals: defineMessage<{ count: number }>({
    id: 'matchcenter.match.goals',
    defaultMessage: '{count, plural, one {# goal} other {# goals}}',
    description: 'Accessible note on a player who scored in the match',
  }),
  timelineMark: defineMessage<{ minute: string; kind: string; team: string }>({
    id: 'matchcenter.match.timeline-mark',
    defaultMessage: "{minute}' {kind}, {team}",
    description: 'Accessible text of an event on the timeline',
  }),
  statRow: defineMessage<{ label: string; home: string; away: string; homeTeam: string; awayTeam: string }>({
    id: 'matchcenter.match.stat-row',
    defaultMessage: '{label}: {homeTeam} {home}, {awayTeam} {away}',
    description: 'Accessible text of one statistic of both teams',
  }),
  lineupOf: defineMessage<{ team: string }>({
    id: 'matchcenter.match.lineup-of',
    defaultMessage: 'Line-up of {team}',
    description: 'Accessible name of one team line-up',
  }),
};
