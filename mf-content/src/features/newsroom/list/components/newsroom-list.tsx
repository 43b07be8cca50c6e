import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { Alert, isApiError, LoadError, Pagination, sharedMessages, useSession } from '@tribune/shared';
import { useListArticles } from '../../api/list-articles';
import { isFiltered, readNewsroomFilters, writeNewsroomFilters } from '../lib/newsroom-filters';
import { NewsroomArticleItem } from './newsroom-article-item';
import { NewsroomFilters } from './newsroom-filters';
import { newsroomListMessages as messages, totalMessage } from './newsroom-list-messages';
import './newsroom-list.css';

/**
 * NR-01: the newsroom's list for a newsroom user (the page checks who may see it): a "New article"
 * link, the filters (in the address, `?state&author&tag&q&page`), one page of 25 articles, most
 * recently changed first, and pages. The answer of the previous filters stays while the next loads.
 */
export function NewsroomList() {
  const intl = useIntl();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readNewsroomFilters(searchParams);
  const list = useListArticles(true, filters);
  // The moment the rows are measured against ("changed 5 minutes ago"); the page renders only in the
  // browser (the session is there), so there is no server text to match.
  const [now] = useState(() => Date.now());
  const rows = list.data?.data ?? [];
  const search = writeNewsroomFilters(filters).toString();

  let results;
  if (list.data === undefined) {
    if (list.error !== undefined) {
      const refused = isApiError(list.error) && (list.error.status === 401 || list.error.status === 403);
      const invalid = isApiError(list.error, 400);
      results =
        refused || invalid ? (
          <Alert tone="danger">
            <p>{intl.formatMessage(refused ? messages.forbidden : messages.invalid)}</p>
          </Alert>
        ) : (
          <LoadError onRetry={() => void list.mutate()}>{intl.formatMessage(messages.loadFailed)}</LoadError>
        );
    } else {
      results = (
        <p role="status" className="newsroom-list__loading">
          {intl.formatMessage(sharedMessages.loading)}
        </p>
      );
    }
  } else if (rows.length === 0) {
    results = (
      <p role="status" className="newsroom-list__empty">
        {intl.formatMessage(isFiltered(filters) ? messages.empty : messages.emptyAll)}
      </p>
    );
  } else {
    const { current_page: page, last_page: pageCount, total } = list.data.metaData;
    results = (
      <>
        <p role="status" className="newsroom-list__total">
          {intl.formatMessage(totalMessage, { total })}
        </p>
        <ul
          className="newsroom-list__items"
          aria-label={intl.formatMessage(messages.articles)}
          aria-busy={list.isValidating || undefined}
        >
          {rows.map((article) => (
            <NewsroomArticleItem key={article.id} article={article} now={now} />
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={pageCount}
          onChange={(next) => setSearchParams(writeNewsroomFilters({ ...filters, page: next }))}
        />
      </>
    );
  }

  return (
    <div className="newsroom-list">
      <p className="newsroom-list__new">
        <Link to="/newsroom/new" className="button button--primary">
          {intl.formatMessage(messages.newArticle)}
        </Link>
      </p>
      <NewsroomFilters
        // A new address (back, forward, "Clear filters") sets the fields again.
        key={search}
        filters={filters}
        rows={rows}
        showAuthor={user?.role !== 'guest-author'}
        onApply={(next) => {
          // After the submit event, not inside it: React 19 takes a transition started in a prevented
          // submit for a form action and snapshots the form's data (search-page.tsx says the same).
          queueMicrotask(() => setSearchParams(writeNewsroomFilters(next)));
        }}
      />
      {results}
    </div>
  );
}
