import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiSchemas } from '@tribune/shared';
import { useLoadMore } from '../../../hooks/use-load-more';
import { uniqueById } from '../lib/unique-by-id';

/** The API answers 10 results a call. */
const searchPageSize = 10;
/** The longest query the API takes (a longer one is a 422 under the field). */
export const searchQueryMaxLength = 200;

/**
 * A result: an ajax article plus its title and excerpt with the matched words in <mark> (the API
 * escapes the text first), typed by the contract (decision 0058). Never used as HTML: see lib/highlight.ts.
 */
type SearchResult = ApiSchemas['SearchArticle'];

export interface SearchParams {
  /** Trimmed; the page does not search for an empty one. */
  query: string;
  /** Also search the articles' text (the search-in-content checkbox), not only their titles. */
  inContent: boolean;
}

interface SearchPage {
  /** Newest first (SCL-04). */
  results: SearchResult[];
  /** Every match, not only this call's. */
  total: number;
  /** More than `total` match: the API stopped counting there (SCL-04). */
  totalCapped: boolean;
}

/** GET /ajax/search?offset&query&content=on|off (ART-04): the matches newest first, 10 a call from `offset`. */
async function searchArticles(
  client: ApiClient,
  { query, inContent, offset, signal }: SearchParams & { offset: number; signal?: AbortSignal },
): Promise<SearchPage> {
  const response = await client.request('/ajax/search', {
    query: { offset, query, content: inContent ? 'on' : 'off' },
    signal,
  });
  return {
    results: response.data.latestArticles,
    total: response.data.result_count,
    totalCapped: response.data.result_count_capped,
  };
}

function searchKey(tenantId: string, { query, inContent }: SearchParams) {
  return ['mf_content/lists/search', tenantId, query, inContent, 0] as const;
}

/**
 * The results of one search with load-more (ART-04, ART-06). The first call goes through SWR, so the
 * server renders the results of a shared search link; the next ones start where the shown ones end.
 * Give the component a `key` of the search, so another search starts a fresh list.
 */
export function useSearchArticles(params: SearchParams | null) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const first = useSWR(
    params ? searchKey(tenantId, params) : null,
    ([, , query, inContent]) => searchArticles(client, { query, inContent, offset: 0 }),
    { revalidateOnFocus: false },
  );
  const query = params?.query ?? '';
  const inContent = params?.inContent ?? false;
  const fetchPage = useCallback(
    async (_page: number, signal: AbortSignal, offset: number) =>
      (await searchArticles(client, { query, inContent, offset, signal })).results,
    [client, query, inContent],
  );
  const firstCount = first.data?.results.length ?? 0;
  const more = useLoadMore(fetchPage, {
    firstPage: 0,
    stepBackOnEmpty: false,
    pageSize: searchPageSize,
    firstPageCount: firstCount,
  });
  const results = useMemo(() => uniqueById([first.data?.results ?? [], ...more.pages]), [first.data, more.pages]);
  const total = first.data?.total ?? 0;
  const totalCapped = first.data?.totalCapped ?? false;
  return {
    results,
    total,
    totalCapped,
    isLoading: first.isLoading,
    error: first.error,
    retry: () => void first.mutate(),
    hasMore: firstCount >= searchPageSize && (totalCapped || firstCount + more.received < total) && !more.exhausted,
    isLoadingMore: more.loading,
    loadMoreFailed: more.failed,
    loadMore: more.loadMore,
    appendedPages: more.pages.length,
  };
}
