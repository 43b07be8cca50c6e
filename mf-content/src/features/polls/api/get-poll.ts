import useSWR from 'swr';
import { useApiClient, useSession, useTenant, type ApiClient } from '@tribune/shared';
import type { Poll } from './poll-schema';

/** GET /api/v1/poll/{id}/show (POL-01): the poll, its results and the viewer's own answer. */
async function getPoll(client: ApiClient, pollId: number): Promise<Poll> {
  const response = await client.request(`/api/v1/poll/${pollId}/show`);
  return response.data;
}

/**
 * Whose view of the poll a key holds: `page` is the server's render (nobody's: no vote of its own), then,
 * in the browser, the logged-in user's or this browser's visitor's, whose own answer decides between the
 * form and the results.
 */
type PollViewer = 'page' | 'visitor' | `user:${number}`;

export function pollKey(tenantId: string, pollId: number, viewer: PollViewer) {
  return ['mf_content/poll', tenantId, pollId, viewer] as const;
}

/** The viewer of this render: the page's until the session is known, then the user's or the visitor's. */
export function usePollViewer(): PollViewer {
  const { isRestored, user } = useSession();
  if (!isRestored) return 'page';
  return user ? `user:${user.id}` : 'visitor';
}

/**
 * The poll for the current viewer. The server renders the page's view (question, answers and, for a
 * closed poll, the results); once the session is known the viewer's own view is asked for, and the
 * page's stays on screen until it arrives (`keepPreviousData`), so nothing flickers.
 */
export function usePoll(pollId: number) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const viewer = usePollViewer();
  const swr = useSWR<Poll, unknown>(pollKey(tenantId, pollId, viewer), () => getPoll(client, pollId), {
    keepPreviousData: true,
  });
  return { ...swr, viewer };
}
