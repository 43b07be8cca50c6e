import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { useLoadMore } from '../../../hooks/use-load-more';
import type { ArticleSummary } from '../../../lib/article-schema';

/** The home page opens with a lead story and a grid of twelve; each click adds twelve more. */
const latestFirstPageSize = 13;
const latestPageSize = 12;

interface LatestArticlesParams {
  tenantId: string;
  /** Pages start at 1. */
  page: number;
  signal?: AbortSignal;
}

/** GET /api/v2/article/scopes/lat/get/{page} (spec 001 §7 "Articles and lists"). */
async function listLatestArticles(
  client: ApiClient,
  { tenantId, page, signal }: LatestArticlesParams,
): Promise<ArticleSummary[]> {
  const response = await client.request(`/api/v2/article/scopes/lat/get/${page}`, {
    query: { tenant_id: tenantId, page_size: latestPageSize, first_page_size: latestFirstPageSize },
    signal,
  });
  return response.data;
}

function latestArticlesKey(tenantId: string, page: number) {
  return ['mf_content/articles/latest', tenantId, page] as const;
}

/**
 * ART-02: the latest news with load-more. The first page goes through SWR (cached, so going back to
 * the home page shows it at once); later pages follow the load-more rules of ART-06.
 */
export function useListLatestArticles() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const first = useSWR<ArticleSummary[], unknown>(latestArticlesKey(tenantId, 1), () =>
    listLatestArticles(client, { tenantId, page: 1 }),
  );
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) => listLatestArticles(client, { tenantId, page, signal }),
    [client, tenantId],
  );
  const more = useLoadMore(fetchPage);

  const articles = useMemo(() => uniqueById([first.data ?? [], ...more.pages]), [first.data, more.pages]);
  return {
    articles,
    isLoading: first.isLoading,
    error: first.error,
    retry: () => void first.mutate(),
    hasMore: (first.data?.length ?? 0) > 0 && !more.exhausted,
    isLoadingMore: more.loading,
    loadMoreFailed: more.failed,
    loadMore: more.loadMore,
  };
}

/** Pages by offset can repeat a story when news is published between two clicks: show it once. */
function uniqueById(pages: readonly (readonly ArticleSummary[])[]): ArticleSummary[] {
  const seen = new Set<number>();
  const articles: ArticleSummary[] = [];
  for (const page of pages) {
    for (const article of page) {
      if (seen.has(article.id)) continue;
      seen.add(article.id);
      articles.push(article);
    }
  }
  return articles;
}
