import { defineMessages } from 'react-intl';

/** Strings of the community page and its home-page widget; Dutch in lang/nl.json. */
export const communityMessages = defineMessages({
  title: { id: 'community.page.title', defaultMessage: 'Community', description: 'Heading of the community page' },
  intro: {
    id: 'community.page.intro',
    defaultMessage: 'What fans are saying right now, across every article.',
    description: 'Introduction on the community page',
  },
  latest: {
    id: 'community.latest.title',
    defaultMessage: 'Latest comments',
    description: 'Heading of the list of the latest comments (CMT-15)',
  },
  empty: {
    id: 'community.latest.empty',
    defaultMessage: 'No comments yet. Be the first to react to an article!',
    description: 'Shown when the site has no comments',
  },
  loadFailed: {
    id: 'community.latest.load-failed',
    defaultMessage: 'The comments could not be loaded.',
    description: 'Shown when the latest comments fail to load',
  },
  sidebarTitle: {
    id: 'community.sidebar.title',
    defaultMessage: 'Fans are saying',
    description: 'Heading of the comments widget in the home-page sidebar (CMT-15)',
  },
  latestTab: {
    id: 'community.sidebar.latest-tab',
    defaultMessage: 'Latest',
    description: 'Sidebar comments tab: the newest comments (CMT-15)',
  },
  topTab: {
    id: 'community.sidebar.top-tab',
    defaultMessage: 'Top this week',
    description: 'Sidebar comments tab: the most liked comments of the last 7 days (CMT-15)',
  },
  more: {
    id: 'community.sidebar.more',
    defaultMessage: 'More from the community',
    description: 'Link from the home-page widget to the community page',
  },
});
