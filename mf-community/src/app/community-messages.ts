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
  more: {
    id: 'community.sidebar.more',
    defaultMessage: 'More from the community',
    description: 'Link from the home-page widget to the community page',
  },
});
