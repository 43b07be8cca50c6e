import { useEffect, useId, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, Button, sharedMessages } from '@tribune/shared';
import { ArticleDate } from '../../../components/article-date';
import { HeadlineLink } from '../../../components/headline-link';
import type { AjaxArticle } from '../api/ajax-article-schema';
import type { PagedList } from '../hooks/use-paged-list';
import { commentsCountMessage, listsMessages } from './lists-messages';
import { MoreButton } from './article-list';
import '../lists.css';

interface SidebarListProps {
  title: MessageDescriptor;
  list: PagedList<AjaxArticle>;
  /** Show each article's comment count (the most discussed list). */
  showComments?: boolean;
}

/**
 * One list of the sidebar (ART-05): titles with their dates, and load-more (ART-06). While the first
 * page loads its rows are held empty at their height, so the column does not jump.
 */
export function SidebarList({ title, list, showComments = false }: SidebarListProps) {
  const intl = useIntl();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const firstNewItem = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNewItem.current;
    if (index === null || list.appendedPages === 0) return;
    firstNewItem.current = null;
    listRef.current?.children.item(index)?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [list.appendedPages]);

  const loadMore = () => {
    if (list.isLoadingMore) return;
    firstNewItem.current = list.items.length;
    list.loadMore();
  };

  let body;
  if (list.isLoading) {
    body = (
      <div className="lists-side__placeholder" aria-busy="true">
        <p role="status" className="visually-hidden">
          {intl.formatMessage(sharedMessages.loading)}
        </p>
      </div>
    );
  } else if (list.error !== undefined && list.items.length === 0) {
    body = (
      <Alert tone="danger">
        <p className="lists-alert__text">{intl.formatMessage(listsMessages.sidebarFailed)}</p>
        <Button variant="secondary" onClick={list.retry}>
          {intl.formatMessage(sharedMessages.retry)}
        </Button>
      </Alert>
    );
  } else if (list.items.length === 0) {
    body = <p className="lists-empty">{intl.formatMessage(listsMessages.sidebarEmpty)}</p>;
  } else {
    body = (
      <>
        <ol ref={listRef} className="lists-side__list" aria-labelledby={headingId}>
          {list.items.map((article) => (
            <li key={article.id} className="lists-side__item">
              <HeadlineLink
                article={{
                  id: article.id,
                  title: article.title,
                  bTitle: article.bTitle,
                  abTesting: article.ab_testing,
                }}
                href={article.url.trim() || `/article/${article.id}`}
                className="lists-side__link"
              />
              <span className="lists-side__meta">
                <ArticleDate iso={article.published_at} />
                {showComments ? (
                  <span>{intl.formatMessage(commentsCountMessage, { count: article.comments_count })}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
        {list.loadMoreFailed ? <Alert tone="danger">{intl.formatMessage(listsMessages.loadMoreFailed)}</Alert> : null}
        {list.hasMore ? (
          <MoreButton loading={list.isLoadingMore} onClick={loadMore} className="lists-side__more" />
        ) : null}
      </>
    );
  }

  return (
    <section className="lists-side" aria-labelledby={headingId}>
      <h2 id={headingId} className="lists-side__title">
        {intl.formatMessage(title)}
      </h2>
      {body}
    </section>
  );
}
