import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the lists feature's components (the pages have their own). */
export const listsMessages = defineMessages({
  loadFailed: {
    id: 'content.lists.load-failed',
    defaultMessage: 'The articles could not be loaded.',
    description: 'A list of articles (tag, search, most read, bio, just in) failed to load',
  },
  loadMoreFailed: {
    id: 'content.lists.load-more-failed',
    defaultMessage: 'More articles could not be loaded. Please try again.',
    description: 'Loading the next articles of a list failed',
  },
  sidebar: {
    id: 'content.lists.sidebar',
    defaultMessage: 'More news',
    description: 'Accessible name of the sidebar with the latest, popular and most discussed articles',
  },
  latest: {
    id: 'content.lists.sidebar.latest',
    defaultMessage: 'Latest',
    description: 'Sidebar: heading of the newest articles',
  },
  popular: {
    id: 'content.lists.sidebar.popular',
    defaultMessage: 'Popular',
    description: 'Sidebar: heading of the most read articles of the last 30 days',
  },
  dynamic: {
    id: 'content.lists.sidebar.dynamic',
    defaultMessage: 'Most discussed',
    description: 'Sidebar: heading of the most commented articles of the last 7 days',
  },
  sidebarEmpty: {
    id: 'content.lists.sidebar.empty',
    defaultMessage: 'Nothing here yet.',
    description: 'Sidebar: a list has no articles',
  },
  sidebarFailed: {
    id: 'content.lists.sidebar.load-failed',
    defaultMessage: 'This list could not be loaded.',
    description: 'Sidebar: a list failed to load',
  },
  moreOnTag: defineMessage<{ tag: string }>({
    id: 'content.lists.more-on-tag',
    defaultMessage: 'More on {tag}',
    description: 'Heading of the other articles of a tag under an article; {tag} is the tag title',
  }),
  allOfTag: defineMessage<{ tag: string }>({
    id: 'content.lists.all-of-tag',
    defaultMessage: 'All articles on {tag}',
    description: 'Link under "More on {tag}" to the tag page with all its articles; {tag} is the tag title',
  }),
  photoReport: {
    id: 'content.lists.photo-report',
    defaultMessage: 'Photo report',
    description: 'Label on a photo report in a list of photo reports',
  },
});

export const commentsCountMessage = defineMessage<{ count: number }>({
  id: 'content.lists.comments-count',
  defaultMessage: '{count, plural, one {# comment} other {# comments}}',
  description: 'Number of comments on an article in a list',
});

export const byAuthorMessage = defineMessage<{ name: string }>({
  id: 'content.lists.by-author',
  defaultMessage: 'By {name}',
  description: 'The author of an article in a list; {name} is the author',
});
