import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** The API answers at most 20 threads (its `limit` maximum); a larger limit asks for 20. */
const clubThreadsMaxLimit = 20;

/** One of the fans' threads about a club (the contract's ClubThread). */
export const clubThreadSchema = z.object({
  /** 'topic': a forum topic whose title names the club; 'match': the thread of one of its matches. */
  kind: z.enum(['topic', 'match']),
  id: z.number(),
  /** As its author wrote it: shown as text, never as HTML. */
  title: z.string(),
  /** `/forum/topic/{id}`, or the match page at its thread (`/matchcenter/match/{id}#comments`). */
  url: z.string(),
  /** Visible comments. */
  comments_count: z.number(),
  /** ISO 8601: the newest visible comment. */
  last_comment_at: z.string(),
});

export type ClubThread = z.infer<typeof clubThreadSchema>;
/** Fails to compile when the API's ClubThread stops passing this schema (shared's generated contract). */
type _ClubThreadFollowsTheApi = AcceptsApi<z.input<typeof clubThreadSchema>, ApiSchemas['ClubThread']>;

const clubThreadsResponseSchema = z.object({ data: z.array(clubThreadSchema) });

/**
 * GET /api/v2/forum/club/{teamId}?limit (CLB-02): the tenant's forum topics naming the club and its
 * matches' threads, by latest activity. The same name as the API's operation (list-club-threads.ts).
 * An unknown club answers 404, which rejects with an ApiError.
 */
async function listClubThreads(client: ApiClient, teamId: number, limit: number): Promise<ClubThread[]> {
  const response = await client.request(`/api/v2/forum/club/${teamId}`, clubThreadsResponseSchema, {
    query: { limit },
  });
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
