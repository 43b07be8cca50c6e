import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the home page's score strip (MD-02); Dutch in lang/nl.json. */
export const scoreStripMessages = {
  ...defineMessages({
    label: {
      id: 'matchcenter.score-strip.label',
      defaultMessage: 'Scores',
      description: 'Accessible name of the home page score strip (its visible heading says live, today or next)',
    },
    liveTitle: {
      id: 'matchcenter.score-strip.live-title',
      defaultMessage: 'Live now',
      description: 'Heading of the home page score strip when matches are being played',
    },
    todayTitle: {
      id: 'matchcenter.score-strip.today-title',
      defaultMessage: "Today's matches",
      description: "Heading of the home page score strip showing today's matches (none being played)",
    },
    nextTitle: {
      id: 'matchcenter.score-strip.next-title',
      defaultMessage: 'Next match',
      description: 'Heading of the home page score strip showing the next match and its countdown',
    },
    halfTime: {
      id: 'matchcenter.score-strip.half-time',
      defaultMessage: 'Half time',
      description: 'State of a live match in its break, on a score strip card',
    },
    fullTime: {
      id: 'matchcenter.score-strip.full-time',
      defaultMessage: 'Full time',
      description: 'State of a match of today that has been played, on a score strip card',
    },
    allMatches: {
      id: 'matchcenter.score-strip.all-matches',
      defaultMessage: 'All matches',
      description: 'Link from the home page score strip to the match centre',
    },
  }),
  matchCount: defineMessage<{ count: number }>({
    id: 'matchcenter.score-strip.match-count',
    defaultMessage: '{count, plural, one {# match} other {# matches}}',
    description: 'How many cards the score strip holds, beside its heading (a cue to scroll sideways)',
  }),
  matchCountToday: defineMessage<{ count: number }>({
    id: 'matchcenter.score-strip.match-count-today',
    defaultMessage: '{count, plural, one {# match today} other {# matches today}}',
    description: 'How many cards the strip holds when it leads with the live matches and today’s others follow',
  }),
};
