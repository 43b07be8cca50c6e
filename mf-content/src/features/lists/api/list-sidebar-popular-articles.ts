import { useCallback } from 'react';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { usePagedList, type PageRequest } from '../hooks/use-paged-list';
import type { AjaxArticle } from './ajax-article-schema';

/** The API answers 5 articles a call. */
const sidebarPopularPageSize = 5;

/**
 * GET /article/sidebar-popular-articles?offset (ART-05): the most visited of the last 30 days' articles,
 * `offset` = those shown.
 */
async function listSidebarPopularArticles(
  client: ApiClient,
  { offset, signal }: Omit<PageRequest, 'page'>,
): Promise<AjaxArticle[]> {
  const response = await client.request('/article/sidebar-popular-articles', {
    query: { offset },
    signal,
  });
  return response.data.popularArticles;
}

function sidebarPopularArticlesKey(tenantId: string) {
  return ['mf_content/lists/sidebar-popular', tenantId, 0] as const;
}

/** ART-06: the popular list is one whose counter steps back after an empty page. */
export function useListSidebarPopularArticles() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const load = useCallback((request: PageRequest) => listSidebarPopularArticles(client, request), [client]);
  return usePagedList({
    key: sidebarPopularArticlesKey(tenantId),
    firstPage: 0,
    load,
    stepBackOnEmpty: true,
    pageSize: sidebarPopularPageSize,
  });
}
