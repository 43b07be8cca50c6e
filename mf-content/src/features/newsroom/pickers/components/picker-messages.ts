import { defineMessage, defineMessages } from 'react-intl';

/** NR-02, NR-06: texts of the article editor's pickers: poll, primary tag, author and match. */
export const pickerMessages = defineMessages({
  pollDialogTitle: {
    id: 'content.newsroom.pickers.poll-dialog-title',
    defaultMessage: 'Insert a poll',
    description: 'NR-02: title of the poll picker dialog',
  },
  pollSearch: {
    id: 'content.newsroom.pickers.poll-search',
    defaultMessage: 'Search polls',
    description: 'NR-02: label of the search field of the poll picker (words of the question)',
  },
  pollList: {
    id: 'content.newsroom.pickers.poll-list',
    defaultMessage: 'The site’s polls, newest first',
    description: 'NR-02: accessible name of the poll picker’s list of polls',
  },
  pollClosed: {
    id: 'content.newsroom.pickers.poll-closed',
    defaultMessage: 'closed',
    description: 'NR-02: after a poll’s vote count in the picker: the poll takes no more votes',
  },
  pollNone: {
    id: 'content.newsroom.pickers.poll-none',
    defaultMessage: 'There are no polls yet.',
    description: 'NR-02: the poll picker’s list when the site has no polls',
  },
  pollLoadFailed: {
    id: 'content.newsroom.pickers.poll-load-failed',
    defaultMessage: 'The polls could not be loaded.',
    description: 'NR-02: the poll picker’s list could not be fetched',
  },
  pollNewIntro: {
    id: 'content.newsroom.pickers.poll-new-intro',
    defaultMessage: 'Or make a new poll: it goes into the article as soon as it is made.',
    description: 'NR-02: above the new poll form in the poll picker (editors)',
  },
  cancel: {
    id: 'content.newsroom.pickers.cancel',
    defaultMessage: 'Cancel',
    description: 'NR-02: closes the poll picker without a poll',
  },
  tag: {
    id: 'content.newsroom.pickers.tag',
    defaultMessage: 'Primary tag',
    description: 'NR-02: label of the primary tag picker (a select of the site’s tags)',
  },
  tagChoose: {
    id: 'content.newsroom.pickers.tag-choose',
    defaultMessage: 'Choose a tag',
    description: 'NR-02: the primary tag picker’s empty first option',
  },
  tagHint: {
    id: 'content.newsroom.pickers.tag-hint',
    defaultMessage: 'The article is listed under this tag.',
    description: 'NR-02: hint under the primary tag picker',
  },
  tagsLoadFailed: {
    id: 'content.newsroom.pickers.tags-load-failed',
    defaultMessage: 'The tags could not be loaded: the article keeps the tag it has.',
    description: 'NR-02: hint under the primary tag picker when the site’s tags could not be fetched',
  },
  author: {
    id: 'content.newsroom.pickers.author',
    defaultMessage: 'Author',
    description: 'NR-06: label of the author picker (managing editors)',
  },
  authorSelf: {
    id: 'content.newsroom.pickers.author-self',
    defaultMessage: 'Me (the author I write as)',
    description: 'NR-06: the author picker’s option for a new article: the manager writes as themselves',
  },
  authorsLoadFailed: {
    id: 'content.newsroom.pickers.authors-load-failed',
    defaultMessage: 'The authors could not be loaded: the article keeps its author.',
    description: 'NR-06: hint under the author picker when the site’s authors could not be fetched',
  },
  fixture: {
    id: 'content.newsroom.pickers.fixture',
    defaultMessage: 'Match',
    description: 'NR-02: label of the match picker (the match the article is about)',
  },
  fixtureNone: {
    id: 'content.newsroom.pickers.fixture-none',
    defaultMessage: 'None',
    description: 'NR-02: the match picker’s first option: the article is about no match',
  },
  fixtureHint: {
    id: 'content.newsroom.pickers.fixture-hint',
    defaultMessage: 'Optional: the match the article is about, from the recent and coming rounds.',
    description: 'NR-02: hint under the match picker',
  },
  fixturesLoadFailed: {
    id: 'content.newsroom.pickers.fixtures-load-failed',
    defaultMessage: 'The matches could not be loaded: the article keeps its match.',
    description: 'NR-02: hint under the match picker when the league’s rounds could not be fetched',
  },
});

export const pollVotesMessage = defineMessage<{ count: number }>({
  id: 'content.newsroom.pickers.poll-votes',
  defaultMessage: '{count, plural, one {# vote} other {# votes}}',
  description: 'NR-02: how many votes a poll in the picker has',
});

export const authorByMessage = defineMessage<{ name: string }>({
  id: 'content.newsroom.pickers.author-by',
  defaultMessage: 'By {name}',
  description: 'NR-06: the article’s author, read-only, for those who may not choose it (not managers)',
});

export const deskAuthorMessage = defineMessage<{ name: string }>({
  id: 'content.newsroom.pickers.desk-author',
  defaultMessage: '{name} (desk, no author page)',
  description: 'NR-06: an author without a public page in the author picker',
});

export const fixtureOptionMessage = defineMessage<{ home: string; away: string; date: string }>({
  id: 'content.newsroom.pickers.fixture-option',
  defaultMessage: '{home} – {away}, {date}',
  description: 'NR-02: a match in the match picker: home team, away team and kick-off',
});

export const unknownFixtureMessage = defineMessage<{ id: number }>({
  id: 'content.newsroom.pickers.fixture-unknown',
  defaultMessage: 'Match {id}',
  description: 'NR-02: the article’s match when it is not in the rounds the picker shows (another league or season)',
});
