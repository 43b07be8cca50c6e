import { useCallback } from 'react';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { usePagedList, type PageRequest } from '../hooks/use-paged-list';
import type { AjaxArticle } from './ajax-article-schema';

/** The API answers 10 articles a call. */
const mostReadPageSize = 10;

/** GET /article/most-view-articles?offset (ART-05): the most visited articles, `offset` = those shown. */
async function listMostViewedArticles(
  client: ApiClient,
  { offset, signal }: Omit<PageRequest, 'page'>,
): Promise<AjaxArticle[]> {
  const response = await client.request('/article/most-view-articles', {
    query: { offset },
    signal,
  });
  return response.data.latestArticles;
}

function mostReadArticlesKey(tenantId: string) {
  return ['mf_content/lists/most-read', tenantId, 0] as const;
}

/** The most-read page's list with load-more. */
export function useListMostViewedArticles() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const load = useCallback((request: PageRequest) => listMostViewedArticles(client, request), [client]);
  return usePagedList({ key: mostReadArticlesKey(tenantId), firstPage: 0, load, pageSize: mostReadPageSize });
}
