import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useLoadMore, type LoadMoreRules } from '../../../hooks/use-load-more';
import { uniqueById } from '../lib/unique-by-id';

/** Which page a list asks for: its number and where it starts, for lists that page by offset. */
export interface PageRequest {
  page: number;
  offset: number;
  signal?: AbortSignal;
}

interface PagedListOptions<Item> extends Partial<LoadMoreRules> {
  /** The SWR key of the first page (with everything the list depends on). */
  key: readonly unknown[];
  /** The number of the first page: 0 or 1, as the endpoint counts. */
  firstPage: number;
  /** Loads one page; keep it stable (useCallback), it is the load-more button's fetcher too. */
  load: (request: PageRequest) => Promise<Item[]>;
  /** The size of a full first page, when it differs from `pageSize`. */
  firstPageSize?: number | null;
}

/** What a list component needs to show a paged list with load-more (see ArticleList). */
export interface PagedList<Item> {
  items: Item[];
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  /** How many pages the button appended: a list moves focus to the first item of a new one. */
  appendedPages: number;
}

/**
 * A list with load-more (ART-05, ART-06): the first page through SWR (the server renders it, and it is
 * cached for the way back), the next ones on request by the load-more rules. The list has more while
 * its pages came back full (when the page size is known) and none came back empty.
 */
export function usePagedList<Item extends { id: number }>({
  key,
  firstPage,
  load,
  stepBackOnEmpty = false,
  pageSize = null,
  firstPageSize = pageSize,
}: PagedListOptions<Item>): PagedList<Item> {
  const first = useSWR<Item[], unknown>(key, () => load({ page: firstPage, offset: 0 }), {
    // Later pages were counted from this one: refreshed on its own when the tab regains focus, it
    // could repeat or skip articles at the seam.
    revalidateOnFocus: false,
  });
  const firstCount = first.data?.length ?? 0;
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal, offset: number) => load({ page, offset, signal }),
    [load],
  );
  const more = useLoadMore(fetchPage, { firstPage, stepBackOnEmpty, pageSize, firstPageCount: firstCount });
  const items = useMemo(() => uniqueById([first.data ?? [], ...more.pages]), [first.data, more.pages]);
  const firstWasFull = firstPageSize === null || firstCount >= firstPageSize;
  return {
    items,
    isLoading: first.isLoading,
    error: first.error,
    retry: () => void first.mutate(),
    hasMore: firstCount > 0 && firstWasFull && !more.exhausted,
    isLoadingMore: more.loading,
    loadMoreFailed: more.failed,
    loadMore: more.loadMore,
    appendedPages: more.pages.length,
  };
}
