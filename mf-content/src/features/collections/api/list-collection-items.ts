import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiSchemas } from '@tribune/shared';
import { apiQueryOf } from '../lib/collection-query';

/**
 * A page of items, typed by the contract (decision 0058): the cards as <li> elements, rendered and
 * escaped by the API (React's static markup); `count_capped` when so many pass that the API stopped
 * counting at `count_with_filters` (SCL-04).
 */
type CollectionItemsPage = ApiSchemas['CollectionItemsPage'];

/**
 * GET /ajax/collection/{id}/items (COL-01): a page of items (`offset` is the page, from 0) that pass the
 * address's filters, in its sort.
 */
async function listCollectionItems(
  client: ApiClient,
  collectionId: number,
  query: URLSearchParams,
  offset: number,
  signal?: AbortSignal,
): Promise<CollectionItemsPage> {
  const response = await client.request(`/ajax/collection/${collectionId}/items`, {
    query: { ...apiQueryOf(query), offset },
    signal,
  });
  return response.data;
}

/**
 * The items for one set of filters: the first page through SWR, the next ones appended by `loadMore`.
 * Give the component a `key` of the query, so other filters start a fresh list from page 0.
 */
export function useListCollectionItems(collectionId: number, query: URLSearchParams) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const queryText = query.toString();
  const first = useSWR(
    ['mf_content/collection-items', tenantId, collectionId, queryText] as const,
    () => listCollectionItems(client, collectionId, new URLSearchParams(queryText), 0),
    { revalidateOnFocus: false },
  );
  const [more, setMore] = useState<CollectionItemsPage[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const last = more.at(-1) ?? first.data;

  const loadMore = useCallback(async () => {
    if (last === undefined || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await listCollectionItems(client, collectionId, new URLSearchParams(queryText), last.offset + 1);
      setMore((pages) => [...pages, page]);
    } catch (error: unknown) {
      console.error('[mf_content] loading more collection items failed', error);
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [client, collectionId, queryText, last, loadingMore]);

  return {
    first,
    html: [first.data?.html ?? '', ...more.map((page) => page.html)].join(''),
    last,
    loadMore,
    loadingMore,
    moreFailed,
  };
}
