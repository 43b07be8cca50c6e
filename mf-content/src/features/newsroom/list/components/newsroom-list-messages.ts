import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of the newsroom's list page (issue 33, NR-01). They live under src/features/newsroom, so they
 * are in the lazy "newsroom" bundle (src/i18n/lazy-bundles.json) that only newsroom users load.
 */
export const newsroomListMessages = defineMessages({
  title: {
    id: 'content.newsroom.list.title',
    defaultMessage: 'Newsroom',
    description: 'Heading (h1) and title of the newsroom’s list of articles',
  },
  description: {
    id: 'content.newsroom.list.description',
    defaultMessage: 'The articles of the site in every state: drafts, submitted, scheduled and published.',
    description: 'Meta description of the newsroom’s list page',
  },
  notForYou: {
    id: 'content.newsroom.list.not-for-you',
    defaultMessage: 'The newsroom is for the site’s authors and editors. Log in with an author or editor account.',
    description: 'Newsroom page: shown to a visitor or a reader who is not an author or editor',
  },
  newArticle: {
    id: 'content.newsroom.list.new-article',
    defaultMessage: 'New article',
    description: 'Newsroom page: link to write a new article',
  },
  filters: {
    id: 'content.newsroom.list.filters',
    defaultMessage: 'Filter the articles',
    description: 'Newsroom page: accessible name of the filter form',
  },
  state: {
    id: 'content.newsroom.list.filter.state',
    defaultMessage: 'State',
    description: 'Newsroom filter: label of the state select',
  },
  allStates: {
    id: 'content.newsroom.list.filter.all-states',
    defaultMessage: 'All',
    description: 'Newsroom filter: the state option that shows articles in every state',
  },
  author: {
    id: 'content.newsroom.list.filter.author',
    defaultMessage: 'Author',
    description: 'Newsroom filter: label of the author select',
  },
  allTags: {
    id: 'content.newsroom.list.filter.all-tags',
    defaultMessage: 'All tags',
    description: 'Newsroom filter: the tag option that shows the articles of every tag',
  },
  allAuthors: {
    id: 'content.newsroom.list.filter.all-authors',
    defaultMessage: 'All authors',
    description: 'Newsroom filter: the author option that shows every author’s articles',
  },
  authorHint: {
    id: 'content.newsroom.list.filter.author-hint',
    defaultMessage: 'The authors of the articles listed now.',
    description: 'Newsroom filter: note under the author select (it offers only the authors in the results)',
  },
  tag: {
    id: 'content.newsroom.list.filter.tag',
    defaultMessage: 'Tag',
    description: 'Newsroom filter: label of the tag field (an article’s primary tag or one of its other tags)',
  },
  tagHint: {
    id: 'content.newsroom.list.filter.tag-hint',
    defaultMessage: 'The tag’s name in its address, as in /tag/ajax.',
    description: 'Newsroom filter: note under the primary tag field (it takes the tag’s slug)',
  },
  search: {
    id: 'content.newsroom.list.filter.search',
    defaultMessage: 'Search',
    description: 'Newsroom filter: label of the full-text search field (title, excerpt, body)',
  },
  apply: {
    id: 'content.newsroom.list.filter.apply',
    defaultMessage: 'Show articles',
    description: 'Newsroom filter: the button that applies the filters',
  },
  clear: {
    id: 'content.newsroom.list.filter.clear',
    defaultMessage: 'Clear filters',
    description: 'Newsroom filter: link back to the unfiltered list',
  },
  articles: {
    id: 'content.newsroom.list.articles',
    defaultMessage: 'Articles',
    description: 'Newsroom page: accessible name of the list of articles',
  },
  untitled: {
    id: 'content.newsroom.list.untitled',
    defaultMessage: '(no title)',
    description: 'Newsroom row: an article without a title yet',
  },
  factState: {
    id: 'content.newsroom.list.fact.state',
    defaultMessage: 'State',
    description: 'Newsroom row: label of the article’s state',
  },
  factAuthor: {
    id: 'content.newsroom.list.fact.author',
    defaultMessage: 'Author',
    description: 'Newsroom row: label of the article’s author',
  },
  factTag: {
    id: 'content.newsroom.list.fact.tag',
    defaultMessage: 'Primary tag',
    description: 'Newsroom row: label of the article’s primary tag',
  },
  noTag: {
    id: 'content.newsroom.list.no-tag',
    defaultMessage: 'none',
    description: 'Newsroom row: the article has no primary tag',
  },
  empty: {
    id: 'content.newsroom.list.empty',
    defaultMessage: 'No articles match these filters.',
    description: 'Newsroom page: the filters found nothing',
  },
  emptyAll: {
    id: 'content.newsroom.list.empty-all',
    defaultMessage: 'There are no articles yet. Write the first one.',
    description: 'Newsroom page: the site has no articles this user may see',
  },
  loadFailed: {
    id: 'content.newsroom.list.load-failed',
    defaultMessage: 'The articles could not be loaded.',
    description: 'Newsroom page: loading the list failed',
  },
  forbidden: {
    id: 'content.newsroom.list.forbidden',
    defaultMessage: 'Your account may not use the newsroom.',
    description: 'Newsroom page: the API refused the list (401/403)',
  },
  invalid: {
    id: 'content.newsroom.list.invalid',
    defaultMessage: 'These filters are not valid. Clear them and try again.',
    description: 'Newsroom page: the API refused the filters (400)',
  },
  stateDraft: {
    id: 'content.newsroom.list.state.draft',
    defaultMessage: 'Draft',
    description: 'Newsroom: state of an article that is being written',
  },
  stateSubmitted: {
    id: 'content.newsroom.list.state.submitted',
    defaultMessage: 'Submitted',
    description: 'Newsroom: state of an article submitted for an editor',
  },
  stateScheduled: {
    id: 'content.newsroom.list.state.scheduled',
    defaultMessage: 'Scheduled',
    description: 'Newsroom: state of an article that will be published later',
  },
  statePublished: {
    id: 'content.newsroom.list.state.published',
    defaultMessage: 'Published',
    description: 'Newsroom: state of an article that is out',
  },
  stateUnpublished: {
    id: 'content.newsroom.list.state.unpublished',
    defaultMessage: 'Unpublished',
    description: 'Newsroom: state of an article taken offline',
  },
  stateDrafts: {
    id: 'content.newsroom.list.filter.drafts',
    defaultMessage: 'Drafts',
    description: 'Newsroom filter option: only drafts',
  },
});

export const authorNumberMessage = defineMessage<{ id: number }>({
  id: 'content.newsroom.list.filter.author-number',
  defaultMessage: 'Author {id}',
  description: 'Newsroom filter: an author chosen earlier whose name is not in the current results',
});

export const totalMessage = defineMessage<{ total: number }>({
  id: 'content.newsroom.list.total',
  defaultMessage: '{total, plural, one {# article} other {# articles}}',
  description: 'Newsroom page: how many articles match the filters',
});

export const changedByMessage = defineMessage<{ relative: string; name: string }>({
  id: 'content.newsroom.list.changed-by',
  defaultMessage: 'Changed {relative} by {name}',
  description: 'Newsroom row: when the article was last saved and by whom; relative is e.g. “5 minutes ago”',
});

export const changedMessage = defineMessage<{ relative: string }>({
  id: 'content.newsroom.list.changed',
  defaultMessage: 'Changed {relative}',
  description: 'Newsroom row: when the article was last saved, by an unknown user',
});

export const scheduledForMessage = defineMessage<{ time: string }>({
  id: 'content.newsroom.list.scheduled-for',
  defaultMessage: 'Goes out {time}',
  description: 'Newsroom row: when a scheduled article will be published, in the site’s time zone',
});
