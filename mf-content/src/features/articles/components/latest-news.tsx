import { defineMessages, FormattedMessage } from 'react-intl';
import { Alert, Button, LoadMoreButton, sharedMessages } from '@tribune/shared';
import { useListLatestArticles } from '../api/list-latest-articles';
import { ArticleCard } from './article-card';

const messages = defineMessages({
  empty: {
    id: 'content.news.empty',
    defaultMessage: 'There is no news yet.',
    description: 'Home page: the news list has no articles',
  },
  loadFailed: {
    id: 'content.news.load-failed',
    defaultMessage: 'The news could not be loaded.',
    description: 'Home page: the first page of news failed to load',
  },
  loadMoreFailed: {
    id: 'content.news.load-more-failed',
    defaultMessage: 'More news could not be loaded. Please try again.',
    description: 'Home page: loading the next page of news failed',
  },
});

/** ART-02: the newest story as the lead, the rest in a grid, and load-more under it (ART-06). */
export function LatestNews() {
  const news = useListLatestArticles();

  if (news.isLoading) return <NewsSkeleton />;
  if (news.error !== undefined && news.articles.length === 0) {
    return (
      <Alert tone="danger">
        <p className="content-alert__text">
          <FormattedMessage {...messages.loadFailed} />
        </p>
        <Button variant="secondary" onClick={news.retry}>
          <FormattedMessage {...sharedMessages.retry} />
        </Button>
      </Alert>
    );
  }
  const [lead, ...rest] = news.articles;
  if (!lead) {
    return (
      <p className="content-empty">
        <FormattedMessage {...messages.empty} />
      </p>
    );
  }
  return (
    <>
      <ArticleCard article={lead} lead />
      {rest.length > 0 ? (
        <ul className="content-grid">
          {rest.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : null}
      {news.loadMoreFailed ? (
        <Alert tone="danger">
          <FormattedMessage {...messages.loadMoreFailed} />
        </Alert>
      ) : null}
      {news.hasMore ? <LoadMoreButton loading={news.isLoadingMore} onLoadMore={news.loadMore} /> : null}
    </>
  );
}

/** Holds the places of the lead and the first cards while the news loads, so nothing jumps. */
function NewsSkeleton() {
  return (
    <div className="content-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        <FormattedMessage {...sharedMessages.loading} />
      </p>
      <div className="content-skeleton__lead" aria-hidden="true" />
      <div className="content-grid" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="content-skeleton__card" />
        ))}
      </div>
    </div>
  );
}
