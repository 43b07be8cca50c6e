import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { predictionGameSchema, toPredictionGame, type PredictionGame } from './prediction-game-schema';

const totalsRowSchema = z.object({
  rank: z.number(),
  user_id: z.number(),
  username: z.string(),
  image: z.nullable(z.string()),
  points: z.number(),
  correct: z.number(),
  played: z.number(),
});

/**
 * GET /api/v2/{userId}/ranking?filter&value (FP-05): a user, their row in the period (null when not
 * ranked) and their predictions of games that have locked, newest first. Never picks of open games.
 */
const userPredictionsResponseSchema = z.object({
  data: z.object({
    user: z.object({ id: z.number(), username: z.string(), image: z.nullable(z.string()) }),
    row: z.nullable(totalsRowSchema),
    games: z.array(predictionGameSchema),
  }),
});

interface UserPredictions {
  user: z.infer<typeof userPredictionsResponseSchema>['data']['user'];
  totals: z.infer<typeof totalsRowSchema> | null;
  games: PredictionGame[];
}

function userPredictionsKey(userId: string) {
  return ['football-pool/user-predictions', userId] as const;
}

/** The season's totals (`filter=total`): the page is about the player, not one week. */
async function getUserRanking(client: ApiClient, userId: string): Promise<UserPredictions> {
  const response = await client.request(
    `/api/v2/${encodeURIComponent(userId)}/ranking`,
    userPredictionsResponseSchema,
    { query: { filter: 'total' } },
  );
  const { user, row, games } = response.data;
  return { user, totals: row, games: games.map(toPredictionGame) };
}

/** `null` asks nothing (an address that is not a user id). */
export function useUserRanking(userId: string | null) {
  const client = useApiClient();
  return useSWR(userId === null ? null : userPredictionsKey(userId), ([, id]) => getUserRanking(client, id));
}
