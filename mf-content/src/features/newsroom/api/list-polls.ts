import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';
import { useNewsroomPages } from '../lib/use-newsroom-pages';

/**
 * A page of polls (the API's NewsroomPoll: question, votes, closed) with `metaData: {current_page,
 * last_page, per_page, total}` (20 a page), typed by the contract (decision 0058).
 */
type NewsroomPollsPage = ApiResponse<'/api/v2/editor/polls', 'get'>;

/** GET /api/v2/editor/polls?q&page (issue 33, NR-02): the tenant's polls, newest first. */
async function listPolls(client: ApiClient, q: string, page: number): Promise<NewsroomPollsPage> {
  return client.request('/api/v2/editor/polls', { query: q === '' ? { page } : { q, page } });
}

/** The poll picker's list for `q` (the words searched for; '' for every poll), newest first. */
export function useListPolls(q: string) {
  const client = useApiClient();
  const { items, ...list } = useNewsroomPages('newsroom-polls', [q], (page) => listPolls(client, q, page));
  return { polls: items, ...list };
}
