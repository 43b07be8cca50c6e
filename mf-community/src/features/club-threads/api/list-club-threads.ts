import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** The API answers at most 20 threads (its `limit` maximum); a larger limit asks for 20. */
const clubThreadsMaxLimit = 20;

/**
 * One of the fans' threads about a club (the contract's ClubThread, decision 0058): a forum topic whose
 * title names the club (`kind` 'topic') or the thread of one of its matches ('match'). `title` is as its
 * author wrote it: shown as text, never as HTML.
 */
export type ClubThread = ApiSchemas['ClubThread'];

/**
 * GET /api/v2/forum/club/{teamId}?limit (CLB-02): the tenant's forum topics naming the club and its
 * matches' threads, by latest activity. The same name as the API's operation (list-club-threads.ts).
 * An unknown club answers 404, which rejects with an ApiError.
 */
async function listClubThreads(client: ApiClient, teamId: number, limit: number): Promise<ClubThread[]> {
  const response = await client.request(`/api/v2/forum/club/${teamId}`, { query: { limit } });
  return response.data;
}

function clubThreadsKey(teamId: number, limit: number) {
  return ['community/club-threads', teamId, limit] as const;
}

/**
 * The club's `limit` threads with the latest activity, through SWR (cached, and server-rendered where
 * the host renders on the server). Nothing is asked for a limit below 1 or a team id the API cannot know:
 * the slot's props come from another remote, and a call bound to fail is not worth its request.
 */
export function useListClubThreads(teamId: number, limit: number) {
  const client = useApiClient();
  const asked = Math.min(Math.floor(limit), clubThreadsMaxLimit);
  const askable = Number.isSafeInteger(teamId) && teamId >= 1 && asked >= 1;
  return useSWR<ClubThread[], unknown>(askable ? clubThreadsKey(teamId, asked) : null, () =>
    listClubThreads(client, teamId, asked),
  );
}
