import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { ownGradeSchema } from './mom-schemas';

/** POST /api/v2/matchcenter/{team}/{matchKey}/{matchId}/vote: the stored grades (MC-05). */
export const postVoteResponseSchema = z.object({
  data: z.object({ fixture_id: z.number(), team_id: z.number(), user_votes: z.array(ownGradeSchema) }),
});

export type PostVoteFollowsTheApi = AcceptsApi<
  z.input<typeof postVoteResponseSchema>,
  ApiResponse<'/api/v2/matchcenter/{team}/{matchKey}/{matchId}/vote', 'post', 201>
>;

export interface VoteInput {
  fixtureId: number;
  matchKey: string;
  /** The rated side's slug. */
  team: string;
  /** Player id → grade (1–5); players left unrated are sent with 0, as the spec's payload says. */
  grades: ReadonlyMap<number, number>;
}

/** One vote per fan per match (decision 0013); the spec's payload is a list of key and value. */
export async function postVote(client: ApiClient, input: VoteInput) {
  const path = ['/api/v2/matchcenter', input.team, input.matchKey, String(input.fixtureId), 'vote']
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
  const votes = [...input.grades].map(([key, value]) => ({ key, value }));
  const response = await client.request(path, postVoteResponseSchema, { method: 'POST', body: { votes } });
  return response.data;
}
