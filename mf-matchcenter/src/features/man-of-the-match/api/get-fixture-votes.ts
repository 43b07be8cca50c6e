import useSWR from 'swr';
import { useApiClient, useSession, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * GET /api/v2/matchcenter/fixture/{matchId}/votes: the results, and the caller's own grades (MC-05,
 * MC-06), typed by the API contract (decision 0058). `match_key` is the `{matchKey}` of the vote's URL;
 * `votes` lists every player who may be rated, home side first.
 *
 * The answer, with the user it was asked for (null: a guest). While a login's new answer loads, the
 * previous one is kept; this says whether its own grades (`has_user_voted`, `user_votes`) are this
 * user's yet.
 */
export type FixtureVotes = ApiSchemas['MomVotes'] & { viewerId: number | null };

/**
 * The user is part of the key: the answer carries their own grades, so a login fetches it anew (the
 * server renders the guest's key). The fixture's status is too: when the match kicks off or ends, the
 * window changes, and the live page's status update refetches it.
 */
export function fixtureVotesKey(fixtureId: number, userId: number | null, status: string) {
  return ['matchcenter/mom-votes', fixtureId, userId, status] as const;
}

async function getFixtureVotes(client: ApiClient, fixtureId: number, viewerId: number | null): Promise<FixtureVotes> {
  const response = await client.request(`/api/v2/matchcenter/fixture/${encodeURIComponent(String(fixtureId))}/votes`);
  return { ...response.data, viewerId };
}

export function useFixtureVotes(fixtureId: number, status: string) {
  const client = useApiClient();
  const { user } = useSession();
  // The previous answer stays while the next key loads, so a kick-off, half time or login does not
  // unmount the form (and the stars a fan has already given).
  return useSWR(
    fixtureVotesKey(fixtureId, user?.id ?? null, status),
    ([, id, viewer]) => getFixtureVotes(client, id, viewer),
    {
      keepPreviousData: true,
    },
  );
}
