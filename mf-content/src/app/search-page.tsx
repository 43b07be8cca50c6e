import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError, PageHead, useTenant } from '@tribune/shared';
import { useSearchArticles, type SearchParams } from '../features/lists/api/search-articles';
import { ArticleList } from '../features/lists/components/article-list';
import { HighlightedText } from '../features/lists/components/highlighted-text';
import { ListsPageLayout } from '../features/lists/components/lists-page-layout';
import { SearchForm } from '../features/lists/components/search-form';
import { StoryItem } from '../features/lists/components/story-item';
import { storyFromAjax } from '../features/lists/lib/story';

const messages = defineMessages({
  title: { id: 'content.search.title', defaultMessage: 'Search', description: 'Heading of the search page' },
  results: {
    id: 'content.search.results',
    defaultMessage: 'Search results',
    description: 'Accessible name of the list of search results',
  },
});

const headTitle = defineMessage<{ query: string }>({
  id: 'content.search.head-title',
  defaultMessage: 'Search: {query}',
  description: 'Browser title of a search results page; {query} is what was searched for',
});

const description = defineMessage<{ name: string }>({
  id: 'content.search.description',
  defaultMessage: 'Search the news and reports of {name}.',
  description: 'Meta description of the search page; {name} is the site',
});

const resultCount = defineMessage<{ count: number; query: string }>({
  id: 'content.search.count',
  defaultMessage: '{count, plural, one {# result} other {# results}} for “{query}”',
  description: 'Search page: how many articles match; {query} is what was searched for',
});

const cappedResultCount = defineMessage<{ count: string; query: string }>({
  id: 'content.search.count-capped',
  defaultMessage: 'More than {count} results for “{query}”',
  description:
    'Search page: so many articles match that the site stopped counting at {count} (a formatted number, e.g. 100); {query} is what was searched for',
});

const newestFirst = defineMessage({
  id: 'content.search.order',
  defaultMessage: 'Newest first',
  description: 'Search page: the results are in date order, the newest article first (not by relevance)',
});

const noResults = defineMessage<{ query: string }>({
  id: 'content.search.empty',
  defaultMessage: 'No articles match “{query}”.',
  description: 'Search page: nothing matches; {query} is what was searched for',
});

/** The search's address: what the form sends and a shared link carries (`content=on` when checked). */
function searchPath({ query, inContent }: SearchParams): string {
  const params = new URLSearchParams({ query });
  if (inContent) params.set('content', 'on');
  return `/search?${params.toString()}`;
}

/** /search?query=…&content=on (ART-04): the form, and the results with load-more. */
export function SearchPage() {
  const intl = useIntl();
  const tenant = useTenant();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('query') ?? '').trim();
  const inContent = searchParams.get('content') === 'on';
  const search: SearchParams = { query, inContent };

  return (
    <ListsPageLayout>
      <PageHead
        title={query ? intl.formatMessage(headTitle, { query }) : intl.formatMessage(messages.title)}
        description={intl.formatMessage(description, { name: tenant.name })}
        path="/search"
      />
      {/* A new search starts afresh: its form from the address, its results from the first call. */}
      <SearchResults
        key={`${inContent ? 'on' : 'off'}:${query}`}
        search={search}
        onSearch={(next) => {
          // After the submit event, not inside it: React 19 takes a transition started in a prevented
          // submit for a form action and snapshots the form's data for useFormStatus, which this form
          // does not use (and jsdom's FormData refuses).
          queueMicrotask(() => void navigate(searchPath(next)));
        }}
      />
    </ListsPageLayout>
  );
}

function SearchResults({ search, onSearch }: { search: SearchParams; onSearch: (search: SearchParams) => void }) {
  const intl = useIntl();
  const headingId = useId();
  const resultsId = useId();
  const results = useSearchArticles(search.query ? search : null);
  // A refused query (422: too long) is the field's error; the list area stays empty.
  const refused = isApiError(results.error, 422);
  const fieldError = refused ? (results.error.fieldError('query') ?? results.error.message) : undefined;

  return (
    <section className="lists-search" aria-labelledby={headingId}>
      <header className="lists-heading">
        <h1 id={headingId} className="lists-heading__title">
          {intl.formatMessage(messages.title)}
        </h1>
      </header>
      <SearchForm initial={search} error={fieldError} onSearch={onSearch} />
      {search.query && !refused ? (
        <div className="lists-search__results">
          <span id={resultsId} className="visually-hidden">
            {intl.formatMessage(messages.results)}
          </span>
          {/* Announced when the results arrive. */}
          <p className="lists-search__count" role="status">
            {!results.isLoading && results.total > 0
              ? results.totalCapped
                ? intl.formatMessage(cappedResultCount, {
                    count: intl.formatNumber(results.total),
                    query: search.query,
                  })
                : intl.formatMessage(resultCount, { count: results.total, query: search.query })
              : null}
          </p>
          {/* The API answers newest first, not by relevance (SCL-04): say so. */}
          {!results.isLoading && results.total > 0 ? (
            <p className="lists-search__order">{intl.formatMessage(newestFirst)}</p>
          ) : null}
          <ArticleList
            list={{ ...results, items: results.results }}
            labelledBy={resultsId}
            empty={intl.formatMessage(noResults, { query: search.query })}
            renderItem={(result, index) => (
              <StoryItem
                story={storyFromAjax(result)}
                title={<HighlightedText html={result.title_html} />}
                excerpt={<HighlightedText html={result.content_html} truncate />}
                priority={index === 0}
              />
            )}
          />
        </div>
      ) : null}
    </section>
  );
}
