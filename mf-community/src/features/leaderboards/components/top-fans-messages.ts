import { defineMessages } from 'react-intl';

/** Strings of the home page's top fans (KAR-01), compiled into a bundle of their own; Dutch in lang/nl.json. */
export const topFansMessages = defineMessages({
  title: {
    id: 'community.top-fans.title',
    defaultMessage: 'Top fans',
    description: 'Heading of the top commenters and top likers in the home-page sidebar (KAR-01)',
  },
  periods: {
    id: 'community.top-fans.periods',
    defaultMessage: 'Period',
    description: "Accessible name of the top fans' week/month buttons (KAR-01)",
  },
  week: {
    id: 'community.top-fans.week',
    defaultMessage: 'Week',
    description: 'Top fans period button: this week (KAR-01)',
  },
  month: {
    id: 'community.top-fans.month',
    defaultMessage: 'Month',
    description: 'Top fans period button: this month (KAR-01)',
  },
  commenters: {
    id: 'community.top-fans.commenters',
    defaultMessage: 'Top commenters',
    description: 'Heading of the fans who wrote the most comments in the period (KAR-01)',
  },
  likers: {
    id: 'community.top-fans.likers',
    defaultMessage: 'Top likers',
    description: 'Heading of the fans whose comments got the most likes in the period (KAR-01)',
  },
  empty: {
    id: 'community.top-fans.empty',
    defaultMessage: 'Nobody yet in this period.',
    description: 'Shown in a top-fans list with nobody in the period (KAR-01)',
  },
  loadFailed: {
    id: 'community.top-fans.load-failed',
    defaultMessage: 'This list could not be loaded.',
    description: 'Shown, with a retry button, when a top-fans list fails to load (KAR-01)',
  },
});
