import useSWR from 'swr';
import {
  useApiClient,
  useSession,
  useTenant,
  type ApiClient,
  type ApiResponse,
  type ApiSchemas,
} from '@tribune/shared';

/** One row of the newsroom's list (the API's NewsroomArticleRow), typed by the contract (decision 0058). */
export type NewsroomArticleRow = ApiSchemas['NewsroomArticleRow'];

/** A page of rows with `metaData: {current_page, last_page, total}` (25 a page). */
type NewsroomArticlesPage = ApiResponse<'/api/v2/editor/articles', 'get'>;

/** The list's filters as the API reads them; each one left out means "any". */
export interface NewsroomArticleFilters {
  state?: NewsroomArticleRow['status'] | undefined;
  author?: number | undefined;
  /** A primary tag's slug. */
  tag?: string | undefined;
  q?: string | undefined;
  /** From 1. */
  page: number;
}

/** GET /api/v2/editor/articles?state&author&tag&q&page (issue 33, NR-01): the newsroom's articles. */
async function listNewsroomArticles(client: ApiClient, filters: NewsroomArticleFilters): Promise<NewsroomArticlesPage> {
  const query: Record<string, string | number> = { page: filters.page };
  if (filters.state !== undefined) query.state = filters.state;
  if (filters.author !== undefined) query.author = filters.author;
  if (filters.tag !== undefined) query.tag = filters.tag;
  if (filters.q !== undefined) query.q = filters.q;
  return client.request('/api/v2/editor/articles', { query });
}

function newsroomArticlesKey(tenantId: string, userId: number, filters: NewsroomArticleFilters) {
  return [
    'mf_content/newsroom-articles',
    tenantId,
    userId,
    filters.state ?? '',
    filters.author ?? 0,
    filters.tag ?? '',
    filters.q ?? '',
    filters.page,
  ] as const;
}

/**
 * One page of the list for the logged-in newsroom user; nothing is asked for anyone else. The previous
 * page stays on screen while the next filter's answer loads, so the list does not jump.
 */
export function useListArticles(enabled: boolean, filters: NewsroomArticleFilters) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { user } = useSession();
  return useSWR<NewsroomArticlesPage, unknown>(
    enabled && user !== null ? newsroomArticlesKey(tenantId, user.id, filters) : null,
    () => listNewsroomArticles(client, filters),
    { keepPreviousData: true },
  );
}
