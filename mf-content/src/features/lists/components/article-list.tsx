import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, Button, sharedMessages } from '@tribune/shared';
import type { PagedList } from '../hooks/use-paged-list';
import { listsMessages } from './lists-messages';
import '../lists.css';

type ArticleListLayout = 'rows' | 'most-read' | 'grid';

interface ArticleListProps<Item> {
  list: Omit<PagedList<Item>, 'items'> & { items: readonly Item[] };
  renderItem: (item: Item, index: number) => ReactNode;
  /** What an empty first page says. */
  empty: ReactNode;
  layout?: ArticleListLayout;
  /** Numbered (a ranking). */
  ordered?: boolean;
  /** The button's text: "Load more" unless the list says otherwise (the bio list's "Next"). */
  moreLabel?: MessageDescriptor;
  /** The accessible name of the list (the page's heading's id). */
  labelledBy?: string;
}

/**
 * A list page's articles (ART-05): a placeholder while the first page loads (the same height as the
 * articles, so nothing jumps), an error with a retry, the empty text, and the load-more button, which
 * ignores clicks while its page loads (ART-06). After a page is appended, focus moves to its first
 * article: a keyboard user carries on where the new articles start.
 */
export function ArticleList<Item extends { id: number }>({
  list,
  renderItem,
  empty,
  layout = 'rows',
  ordered = false,
  moreLabel = sharedMessages.loadMore,
  labelledBy,
}: ArticleListProps<Item>) {
  const intl = useIntl();
  const listRef = useRef<HTMLOListElement & HTMLUListElement>(null);
  const firstNewItem = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNewItem.current;
    if (index === null || list.appendedPages === 0) return;
    firstNewItem.current = null;
    listRef.current?.children.item(index)?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [list.appendedPages]);

  if (list.isLoading) return <ListSkeleton layout={layout} />;
  if (list.error !== undefined && list.items.length === 0) {
    return (
      <Alert tone="danger">
        <p className="lists-alert__text">{intl.formatMessage(listsMessages.loadFailed)}</p>
        <Button variant="secondary" onClick={list.retry}>
          {intl.formatMessage(sharedMessages.retry)}
        </Button>
      </Alert>
    );
  }
  if (list.items.length === 0) return <p className="lists-empty">{empty}</p>;

  const Tag = ordered ? 'ol' : 'ul';
  const loadMore = () => {
    if (list.isLoadingMore) return;
    firstNewItem.current = list.items.length;
    list.loadMore();
  };
  return (
    <>
      <Tag ref={listRef} className={`lists-stories lists-stories--${layout}`} aria-labelledby={labelledBy}>
        {list.items.map((item, index) => (
          <li key={item.id}>{renderItem(item, index)}</li>
        ))}
      </Tag>
      {list.loadMoreFailed ? <Alert tone="danger">{intl.formatMessage(listsMessages.loadMoreFailed)}</Alert> : null}
      {list.hasMore ? <MoreButton loading={list.isLoadingMore} label={moreLabel} onClick={loadMore} /> : null}
    </>
  );
}

/** ART-06: a button that ignores clicks while its page loads, and says so. */
export function MoreButton({
  loading,
  label = sharedMessages.loadMore,
  onClick,
  className,
}: {
  loading: boolean;
  label?: MessageDescriptor;
  onClick: () => void;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <Button
      variant="secondary"
      className={['load-more', className].filter(Boolean).join(' ')}
      busy={loading}
      onClick={() => !loading && onClick()}
    >
      {loading ? intl.formatMessage(sharedMessages.loading) : intl.formatMessage(label)}
    </Button>
  );
}

/** Holds the places of the first articles while they load. */
export function ListSkeleton({ layout = 'rows', count = 4 }: { layout?: ArticleListLayout; count?: number }) {
  const intl = useIntl();
  return (
    <div className="lists-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        {intl.formatMessage(sharedMessages.loading)}
      </p>
      <div className={`lists-stories lists-stories--${layout}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={`lists-skeleton__item lists-skeleton__item--${layout}`} />
        ))}
      </div>
    </div>
  );
}
