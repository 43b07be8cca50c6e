import { useCallback } from 'react';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { usePagedList, type PageRequest } from '../hooks/use-paged-list';
import type { AjaxArticle } from './ajax-article-schema';

/** The API answers 5 articles a call. */
const sidebarLatestPageSize = 5;

/** GET /ajax/articles/latest/1?offset (ART-05): the newest news for the sidebar, `offset` = those shown. */
async function listSidebarLatestArticles(
  client: ApiClient,
  { offset, signal }: Omit<PageRequest, 'page'>,
): Promise<AjaxArticle[]> {
  const response = await client.request('/ajax/articles/latest/1', {
    query: { offset },
    signal,
  });
  return response.data.latestArticles;
}

function sidebarLatestArticlesKey(tenantId: string) {
  return ['mf_content/lists/sidebar-latest', tenantId, 0] as const;
}

export function useListSidebarLatestArticles() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const load = useCallback((request: PageRequest) => listSidebarLatestArticles(client, request), [client]);
  return usePagedList({
    key: sidebarLatestArticlesKey(tenantId),
    firstPage: 0,
    load,
    pageSize: sidebarLatestPageSize,
  });
}
