import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import type { ArticleSummary } from '../../../lib/article-schema';

export interface UserArticlesPage {
  articles: ArticleSummary[];
  /** Where the next page starts, or null when there is none. */
  nextOffset: number | null;
}

/**
 * GET /ajax/user/articles?user={id}&offset={offset} (PRF-01): the published articles of the authors the
 * user writes as, newest first, 10 at a time, as the home list's cards; `next_offset` is null after the
 * last of them. Typed by the contract (decision 0058).
 */
export async function listUserArticles(
  client: ApiClient,
  userId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<UserArticlesPage> {
  const response = await client.request('/ajax/user/articles', {
    query: { user: userId, offset },
    signal,
  });
  return { articles: response.data.latestArticles, nextOffset: response.metaData.next_offset };
}

function userArticlesKey(userId: number) {
  return ['mf_content/articles/user', userId, 0] as const;
}

/** The first page, through SWR (cached, and server-rendered with the profile). */
export function useListUserArticles(userId: number) {
  const client = useApiClient();
  return useSWR<UserArticlesPage, unknown>(userArticlesKey(userId), () => listUserArticles(client, userId, 0));
}
