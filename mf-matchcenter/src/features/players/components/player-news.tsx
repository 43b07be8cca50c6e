import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  formatArticleDate,
  LoadError,
  LoadMoreButton,
  SiteLink,
  Spinner,
  useRenderedAt,
  useTenant,
} from '@tribune/shared';
import { useListPlayerNews } from '../api/list-player-news';
import { playerPageMessages as messages } from './player-page-messages';

/**
 * MC-02, the player news list: the tenant's articles that name the player, newest first, each a link to
 * the article's own page, with load-more.
 */
export function PlayerNews({ playerId, name }: { playerId: number; name: string }) {
  const intl = useIntl();
  const headingId = useId();
  const { language } = useTenant();
  const renderedAt = useRenderedAt();
  const news = useListPlayerNews(playerId);
  return (
    <section className="card player-news" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.newsTitle, { name })}</h2>
      {news.isLoading ? <Spinner /> : null}
      {news.error !== undefined && news.articles.length === 0 ? (
        <LoadError onRetry={news.retry}>
          <FormattedMessage {...messages.newsLoadFailed} />
        </LoadError>
      ) : null}
      {!news.isLoading && news.error === undefined && news.articles.length === 0 ? (
        <p className="mc-empty">
          <FormattedMessage {...messages.newsEmpty} />
        </p>
      ) : null}
      {news.articles.length > 0 ? (
        <ul className="player-news__list">
          {news.articles.map((article) => (
            <li key={article.id} className="player-news__item">
              <SiteLink href={article.url} className="player-news__link">
                {article.title}
              </SiteLink>
              <time className="player-news__date" dateTime={article.published_at}>
                {formatArticleDate(article.published_at, language, renderedAt)}
              </time>
              <p className="player-news__excerpt">{article.excerpt}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {news.loadMoreFailed ? (
        <Alert tone="danger">
          <FormattedMessage {...messages.newsLoadMoreFailed} />
        </Alert>
      ) : null}
      {news.hasMore ? <LoadMoreButton loading={news.isLoadingMore} onLoadMore={news.loadMore} /> : null}
    </section>
  );
}
