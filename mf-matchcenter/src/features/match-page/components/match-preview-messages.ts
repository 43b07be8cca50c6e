import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the match page's states (MC-12: before kick-off, live, after the final whistle); Dutch in lang/nl.json. */
export const matchPreviewMessages = {
  ...defineMessages({
    previewTab: { id: 'matchcenter.match.preview-tab', defaultMessage: 'Preview', description: 'Tab before kick-off' },
    summaryTab: {
      id: 'matchcenter.match.summary-tab',
      defaultMessage: 'Summary',
      description: 'Tab of a match: scorers, timeline and events',
    },
    countdownLabel: {
      id: 'matchcenter.match.countdown-label',
      defaultMessage: 'Kick-off in',
      description: 'Above the countdown to kick-off',
    },
    venueLabel: {
      id: 'matchcenter.match.venue-label',
      defaultMessage: 'Venue',
      description: 'Read out before the ground',
    },
    ownGoalShort: {
      id: 'matchcenter.match.own-goal-short',
      defaultMessage: 'OG',
      description: 'Short mark after an own goal in the scorers under the score',
    },
    penaltyShort: {
      id: 'matchcenter.match.penalty-short',
      defaultMessage: 'pen.',
      description: 'Short mark after a penalty goal in the scorers under the score',
    },
    formTitle: {
      id: 'matchcenter.match.form-title',
      defaultMessage: 'Form',
      description: 'Heading of the last five results of both clubs',
    },
    noForm: {
      id: 'matchcenter.match.no-form',
      defaultMessage: 'No results yet.',
      description: 'Form guide of a club that has not played yet',
    },
    tableTitle: {
      id: 'matchcenter.match.table-title',
      defaultMessage: 'In the table',
      description: 'Heading of both clubs’ table positions',
    },
    meetingsTitle: {
      id: 'matchcenter.match.meetings-title',
      defaultMessage: 'Last meetings',
      description: 'Heading of the earlier matches between the two clubs',
    },
    noMeetings: {
      id: 'matchcenter.match.no-meetings',
      defaultMessage: 'These clubs have not met in the matches we know of.',
      description: 'When the two clubs have no earlier meetings',
    },
    articleTitle: {
      id: 'matchcenter.match.article-title',
      defaultMessage: 'Preview',
      description: 'Heading of the preview article of a match',
    },
    readArticle: {
      id: 'matchcenter.match.read-article',
      defaultMessage: 'Read the preview',
      description: 'Link to the preview article of the match',
    },
    probableLineups: {
      id: 'matchcenter.match.probable-lineups',
      defaultMessage: 'Probable line-ups',
      description: 'Heading of the line-ups expected before kick-off',
    },
    probableNote: {
      id: 'matchcenter.match.probable-note',
      defaultMessage: 'Expected from the squads; the line-ups are announced at kick-off.',
      description: 'Note under the probable line-ups',
    },
    otherLive: {
      id: 'matchcenter.match.other-live',
      defaultMessage: 'Other live matches',
      description: 'Heading of the other matches being played, beside the match',
    },
  }),
  venue: defineMessage<{ stadium: string; city: string }>({
    id: 'matchcenter.match.venue',
    defaultMessage: '{stadium}, {city}',
    description: 'The ground of a match and its city',
  }),
  scorersOf: defineMessage<{ team: string }>({
    id: 'matchcenter.match.scorers-of',
    defaultMessage: 'Goals of {team}',
    description: 'Accessible name of the list of scorers of one club under the score',
  }),
  goalFlash: defineMessage<{ team: string; score: string }>({
    id: 'matchcenter.match.goal-flash',
    defaultMessage: 'Goal for {team}! {score}',
    description: 'Flash and announcement when a goal is scored in a live match',
  }),
  formOf: defineMessage<{ team: string }>({
    id: 'matchcenter.match.form-of',
    defaultMessage: 'Last results of {team}',
    description: 'Accessible name of one club’s last results',
  }),
  formResult: defineMessage<{ result: string; score: string; opponent: string }>({
    id: 'matchcenter.match.form-result',
    defaultMessage: '{result, select, W {Won} D {Drew} other {Lost}} {score} against {opponent}',
    description: 'One result of the form guide, read out',
  }),
  formLetter: defineMessage<{ result: string }>({
    id: 'matchcenter.match.form-letter',
    defaultMessage: '{result, select, W {W} D {D} other {L}}',
    description: 'The letter of a result in the form guide: win, draw, loss',
  }),
  tablePosition: defineMessage<{ position: number }>({
    id: 'matchcenter.match.table-position',
    defaultMessage: '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    description: 'A club’s place in the table',
  }),
  tablePoints: defineMessage<{ points: number; played: number }>({
    id: 'matchcenter.match.table-points',
    defaultMessage:
      '{points, plural, one {# point} other {# points}} from {played, plural, one {# match} other {# matches}}',
    description: 'Points and matches played of a club',
  }),
  timelineLegend: defineMessage<{ home: string; away: string }>({
    id: 'matchcenter.match.timeline-legend',
    defaultMessage: '{home} above, {away} below',
    description: 'Under the timeline: which club’s events are on which side',
  }),
};
