import useSWRInfinite from 'swr/infinite';
import { useApiClient, useSession, useTenant, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * A page of polls (the API's NewsroomPoll: question, votes, closed) with `metaData: {current_page,
 * last_page, per_page, total}` (20 a page), typed by the contract (decision 0058).
 */
type NewsroomPollsPage = ApiResponse<'/api/v2/editor/polls', 'get'>;

/** GET /api/v2/editor/polls?q&page (issue 33, NR-02): the tenant's polls, newest first. */
async function listPolls(client: ApiClient, q: string, page: number): Promise<NewsroomPollsPage> {
  return client.request('/api/v2/editor/polls', { query: q === '' ? { page } : { q, page } });
}

/**
 * The poll picker's list for `q` (the words searched for; '' for every poll), page after page ("More
 * polls" asks for the next); nothing is asked for anyone logged out. Each user's own key.
 */
export function useListPolls(q: string) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { user } = useSession();
  const pages = useSWRInfinite<NewsroomPollsPage, unknown>(
    (index, previous: NewsroomPollsPage | null) => {
      if (user === null) return null;
      if (previous !== null && previous.metaData.current_page >= previous.metaData.last_page) return null;
      return ['mf_content/newsroom-polls', tenantId, user.id, q, index + 1] as const;
    },
    ([, , , words, page]: readonly [string, string, number, string, number]) => listPolls(client, words, page),
    // A poll made in another tab shows when the picker opens again, not while one is chosen.
    { revalidateOnFocus: false },
  );
  const loaded = pages.data ?? [];
  const last = loaded[loaded.length - 1];
  return {
    polls: loaded.flatMap((page) => page.data),
    hasMore: last !== undefined && last.metaData.current_page < last.metaData.last_page,
    loading: pages.isLoading,
    loadingMore: pages.isValidating && pages.size > loaded.length,
    error: pages.error,
    loadMore: () => void pages.setSize(pages.size + 1),
    reload: () => void pages.mutate(),
  };
}
