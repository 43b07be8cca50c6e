import { useCallback } from 'react';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { usePagedList, type PageRequest } from '../hooks/use-paged-list';
import type { AjaxArticle } from './ajax-article-schema';

/** The API answers 5 articles a page. */
const sidebarDynamicPageSize = 5;

/**
 * GET /ajax/article/sidebar-dynamic-articles/{page} (ART-05): the most commented articles of the last
 * 7 days (the newest when there are none), 5 a page, pages from 1.
 */
async function listSidebarDynamicArticles(
  client: ApiClient,
  { page, signal }: Omit<PageRequest, 'offset'>,
): Promise<AjaxArticle[]> {
  const response = await client.request(`/ajax/article/sidebar-dynamic-articles/${page}`, { signal });
  return response.data.articles;
}

function sidebarDynamicArticlesKey(tenantId: string) {
  return ['mf_content/lists/sidebar-dynamic', tenantId, 1] as const;
}

/** ART-06: the dynamic list is one whose page counter steps back after an empty page. */
export function useListSidebarDynamicArticles() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const load = useCallback((request: PageRequest) => listSidebarDynamicArticles(client, request), [client]);
  return usePagedList({
    key: sidebarDynamicArticlesKey(tenantId),
    firstPage: 1,
    load,
    stepBackOnEmpty: true,
    pageSize: sidebarDynamicPageSize,
  });
}
