import { useCallback } from 'react';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import type { ArticleSummary } from '../../../lib/article-schema';
import { usePagedList, type PageRequest } from '../hooks/use-paged-list';

/**
 * A scoped list's token (spec 001 §7: `{api}{token}{page}`): the path of the scope's endpoint up to the
 * page number. Only the API's own scope endpoints are tokens, so no configuration can point a list at
 * another URL.
 */
type ScopeToken = `/api/v2/article/scopes/${string}/get/`;

/** The net-binnen page's list: every kind, newest first, 10 a page (ART-05). */
export const netBinnenToken: ScopeToken = '/api/v2/article/scopes/net-binnen/get/';
export const netBinnenPageSize = 10;
/** The bio list page's list (ART-05), 10 a page (the API's default, said out loud so a short page ends it). */
export const bioToken: ScopeToken = '/api/v2/article/scopes/bio/get/';
export const bioPageSize = 10;

interface ScopeQuery {
  pageSize?: number;
  firstPageSize?: number;
  /** Sticky articles first. */
  isSticky?: boolean;
  /** Kinds left out (news, photo_report, bio). */
  excludeTypes?: readonly string[];
}

/**
 * GET {api}{token}{page}?tenant_id&page_size&first_page_size&is_sticky&exclude_types (ART-05): one page
 * of a scoped list, pages from 1.
 */
async function listScopedArticles(
  client: ApiClient,
  token: ScopeToken,
  { tenantId, page, signal, query = {} }: { tenantId: string; page: number; signal?: AbortSignal; query?: ScopeQuery },
): Promise<ArticleSummary[]> {
  // The token's scope, so the path is written as the route's (`/api/v2/article/scopes/{scope}/get/{page}`).
  const scope = token.slice('/api/v2/article/scopes/'.length, -'/get/'.length);
  const response = await client.request(`/api/v2/article/scopes/${scope}/get/${page}`, {
    query: {
      tenant_id: tenantId,
      page_size: query.pageSize,
      first_page_size: query.firstPageSize,
      is_sticky: query.isSticky === undefined ? undefined : Number(query.isSticky),
      exclude_types: query.excludeTypes?.length ? query.excludeTypes.join(',') : undefined,
    },
    signal,
  });
  return response.data;
}

function scopedArticlesKey(tenantId: string, token: ScopeToken, query: ScopeQuery) {
  return [
    'mf_content/lists/scope',
    tenantId,
    token,
    query.pageSize ?? null,
    query.firstPageSize ?? null,
    query.isSticky ?? null,
    query.excludeTypes?.join(',') ?? null,
  ] as const;
}

/**
 * A scoped list with its next pages on request. With a page size the list knows a short page is the
 * last; without one (the bio scope's own default) only an empty page ends it.
 */
export function useListScopedArticles(token: ScopeToken, query: ScopeQuery = {}) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { pageSize, firstPageSize, isSticky, excludeTypes } = query;
  const excluded = excludeTypes?.join(',');
  const load = useCallback(
    ({ page, signal }: PageRequest) =>
      listScopedArticles(client, token, {
        tenantId,
        page,
        signal,
        query: { pageSize, firstPageSize, isSticky, excludeTypes: excluded ? excluded.split(',') : undefined },
      }),
    [client, token, tenantId, pageSize, firstPageSize, isSticky, excluded],
  );
  return usePagedList({
    key: scopedArticlesKey(tenantId, token, query),
    firstPage: 1,
    load,
    pageSize: pageSize ?? null,
    firstPageSize: firstPageSize ?? pageSize ?? null,
  });
}
