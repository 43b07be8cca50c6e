import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { ownGradeSchema, playerResultSchema } from './mom-schemas';

const teamSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

/** GET /api/v2/matchcenter/fixture/{matchId}/votes: the results, and the caller's own grades (MC-05, MC-06). */
export const fixtureVotesResponseSchema = z.object({
  data: z.object({
    fixture_id: z.number(),
    /** The `{matchKey}` of the vote's URL. */
    match_key: z.string(),
    home_team: teamSchema,
    away_team: teamSchema,
    voting: z.object({
      /** Read as a string: an unknown state is treated as closed (no form), not as an error. */
      state: z.string(),
      opens_at: z.string(),
      closes_at: z.nullable(z.string()),
    }),
    max_grade: z.number(),
    /** Every player who may be rated, home side first. */
    votes: z.array(playerResultSchema),
    top_players: z.array(playerResultSchema),
    voters_count: z.number(),
    has_user_voted: z.boolean(),
    user_team_id: z.nullable(z.number()),
    user_votes: z.array(ownGradeSchema),
  }),
});

/**
 * The answer, with the user it was asked for (null: a guest). While a login's new answer loads, the
 * previous one is kept; this says whether its own grades (`has_user_voted`, `user_votes`) are this
 * user's yet.
 */
export type FixtureVotes = z.infer<typeof fixtureVotesResponseSchema>['data'] & { viewerId: number | null };

/**
 * The user is part of the key: the answer carries their own grades, so a login fetches it anew (the
 * server renders the guest's key). The fixture's status is too: when the match kicks off or ends, the
 * window changes, and the live page's status update refetches it.
 */
export function fixtureVotesKey(fixtureId: number, userId: number | null, status: string) {
  return ['matchcenter/mom-votes', fixtureId, userId, status] as const;
}

async function getFixtureVotes(client: ApiClient, fixtureId: number, viewerId: number | null): Promise<FixtureVotes> {
  const response = await client.request(
    `/api/v2/matchcenter/fixture/${encodeURIComponent(String(fixtureId))}/votes`,
    fixtureVotesResponseSchema,
  );
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
