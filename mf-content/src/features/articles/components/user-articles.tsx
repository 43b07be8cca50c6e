import { useEffect, useId } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Alert, getErrorMessage, LoadMoreButton } from '@tribune/shared';
import { useUserArticles } from '../hooks/use-user-articles';
import { ArticleCard } from './article-card';
import './user-articles.css';

const messages = defineMessages({
  title: {
    id: 'content.user-articles.title',
    defaultMessage: 'Articles',
    description: 'Profile page: heading of the articles the user wrote',
  },
  loadMoreFailed: {
    id: 'content.user-articles.load-more-failed',
    defaultMessage: 'More articles could not be loaded. Please try again.',
    description: 'Profile page: loading the next page of the user’s articles failed',
  },
});

/**
 * PRF-01: the articles a user wrote, as the home list's cards, with load-more. Most fans write none, so
 * the section shows only once there are articles: nothing while they load, when there are none, or when
 * they could not be loaded (that is logged).
 */
export function UserArticles({ userId }: { userId: number }) {
  const titleId = useId();
  const list = useUserArticles(userId);

  useEffect(() => {
    if (list.error !== undefined)
      console.error(`[mf_content] the user’s articles failed: ${getErrorMessage(list.error)}`);
  }, [list.error]);

  if (list.articles.length === 0) return null;
  return (
    <section className="content-user-articles" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        <FormattedMessage {...messages.title} />
      </h2>
      <ul className="content-grid">
        {list.articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      {list.loadMoreFailed ? (
        <Alert tone="danger">
          <FormattedMessage {...messages.loadMoreFailed} />
        </Alert>
      ) : null}
      {list.hasMore ? <LoadMoreButton loading={list.isLoadingMore} onLoadMore={list.loadMore} /> : null}
    </section>
  );
}
