import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';
import { toPredictionGame, type PredictionGame } from './prediction-game-schema';

/**
 * GET /api/v2/{userId}/ranking?filter&value (FP-05): a user, their row in the period (null when not
 * ranked) and their predictions of games that have locked, newest first. Never picks of open games.
 * Typed by the contract (decision 0058).
 */
type UserRankingAnswer = ApiResponse<'/api/v2/{userId}/ranking', 'get'>['data'];

interface UserPredictions {
  user: UserRankingAnswer['user'];
  totals: UserRankingAnswer['row'];
  games: PredictionGame[];
}

function userPredictionsKey(userId: string) {
  return ['football-pool/user-predictions', userId] as const;
}

/** The season's totals (`filter=total`): the page is about the player, not one week. */
async function getUserRanking(client: ApiClient, userId: string): Promise<UserPredictions> {
  const response = await client.request(`/api/v2/${encodeURIComponent(userId)}/ranking`, {
    query: { filter: 'total' },
  });
  const { user, row, games } = response.data;
  return { user, totals: row, games: games.map(toPredictionGame) };
}

/** `null` asks nothing (an address that is not a user id). */
export function useUserRanking(userId: string | null) {
  const client = useApiClient();
  return useSWR(userId === null ? null : userPredictionsKey(userId), ([, id]) => getUserRanking(client, id));
}
