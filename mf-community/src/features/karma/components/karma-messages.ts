import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the profile's karma (KAR-02); Dutch in lang/nl.json. */
export const karmaMessages = {
  ...defineMessages({
    title: {
      id: 'community.karma.title',
      defaultMessage: 'Karma',
      description: 'Profile page: heading of the karma section (chart, totals and ranking)',
    },
    chartTitle: {
      id: 'community.karma.chart.title',
      defaultMessage: 'Comments and likes per month',
      description: 'Profile page: heading of the bar chart and caption of its data table',
    },
    comments: {
      id: 'community.karma.comments',
      defaultMessage: 'Comments',
      description: 'Profile page: the comments series of the karma chart (legend, table column) and the comments total',
    },
    likes: {
      id: 'community.karma.likes',
      defaultMessage: 'Likes',
      description: 'Profile page: the likes series of the karma chart (legend, table column) and the likes total',
    },
    legend: {
      id: 'community.karma.chart.legend',
      defaultMessage: 'Legend',
      description: 'Profile page: accessible name of the karma chart’s legend (which colour is which series)',
    },
    month: {
      id: 'community.karma.month',
      defaultMessage: 'Month',
      description: 'Profile page: column heading of the months in the karma chart’s data table',
    },
    score: {
      id: 'community.karma.score',
      defaultMessage: 'Karma score',
      description: 'Profile page: the all-time karma score total (comments plus likes)',
    },
    totalsLabel: {
      id: 'community.karma.totals',
      defaultMessage: 'All-time totals',
      description: 'Profile page: accessible name of the list of all-time karma totals',
    },
    loadFailed: {
      id: 'community.karma.load-failed',
      defaultMessage: 'The karma could not be loaded.',
      description: 'Profile page: the karma chart or ranking failed to load',
    },
    rankingTitle: {
      id: 'community.karma.ranking.title',
      defaultMessage: 'Karma ranking',
      description: 'Profile page: heading of the all-time karma ranking table',
    },
    rankColumn: {
      id: 'community.karma.ranking.rank',
      defaultMessage: 'Rank',
      description: 'Profile page: column heading of the rank in the karma ranking',
    },
    fanColumn: {
      id: 'community.karma.ranking.fan',
      defaultMessage: 'Fan',
      description: 'Profile page: column heading of the fan (avatar and name) in the karma ranking',
    },
    scoreColumn: {
      id: 'community.karma.ranking.score',
      defaultMessage: 'Karma',
      description: 'Profile page: column heading of the karma score in the karma ranking',
    },
    you: {
      id: 'community.karma.ranking.you',
      defaultMessage: 'You',
      description: 'Profile page: shown instead of the name on the signed-in viewer’s own row of the karma ranking',
    },
    notRanked: {
      id: 'community.karma.ranking.not-ranked',
      defaultMessage: 'Not ranked yet: the top fans are shown.',
      description: 'Profile page: above the karma ranking when this user has no karma yet',
    },
  }),
  ranked: defineMessage<{ rank: number; count: number }>({
    id: 'community.karma.ranking.position',
    defaultMessage: 'Rank {rank} of {count, plural, one {# fan} other {# fans}}',
    description: 'Profile page: above the karma ranking, this user’s all-time rank among the ranked fans',
  }),
  chartSummary: defineMessage<{ from: string; to: string; comments: number; likes: number }>({
    id: 'community.karma.chart.summary',
    defaultMessage:
      'Bar chart of comments and likes per month, {from} to {to}: {comments, plural, one {# comment} other {# comments}} and {likes, plural, one {# like} other {# likes}} in all.',
    description: 'Profile page: accessible summary of the karma bar chart (from and to are months, e.g. "Dec 2025")',
  }),
  commentsBar: defineMessage<{ month: string; count: number }>({
    id: 'community.karma.chart.comments-bar',
    defaultMessage: '{month}: {count, plural, one {# comment} other {# comments}}',
    description: 'Profile page: tooltip of one comments bar of the karma chart',
  }),
  likesBar: defineMessage<{ month: string; count: number }>({
    id: 'community.karma.chart.likes-bar',
    defaultMessage: '{month}: {count, plural, one {# like} other {# likes}}',
    description: 'Profile page: tooltip of one likes bar of the karma chart',
  }),
};
