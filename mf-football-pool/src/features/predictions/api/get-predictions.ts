import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { predictionGameSchema, toPredictionGame, type PredictionGame } from './prediction-game-schema';

/** GET /api/v2/predictions?for=predict&week_start=: the games of one week (FP-01). */
export const predictionsResponseSchema = z.object({
  data: z.array(predictionGameSchema),
  metaData: z.optional(
    z.object({
      /** The Monday (yyyy-MM-dd) of the week the games belong to; the server picks this week when none is asked. */
      week_start: z.optional(z.nullable(z.string())),
    }),
  ),
});

export interface WeekPredictions {
  games: PredictionGame[];
  weekStart: string | null;
}

/** The user is part of the key: the games carry their own predictions, so a login fetches them anew. */
export function predictionsKey(weekStart: string | null, userId: number | null) {
  return ['football-pool/predictions', weekStart, userId] as const;
}

export async function getPredictions(client: ApiClient, weekStart: string | null): Promise<WeekPredictions> {
  const response = await client.request('/api/v2/predictions', predictionsResponseSchema, {
    query: { for: 'predict', week_start: weekStart ?? undefined },
  });
  const games = response.data.map(toPredictionGame);
  return { games, weekStart: response.metaData?.week_start ?? response.data[0]?.week_start ?? null };
}

export function usePredictions(weekStart: string | null) {
  const client = useApiClient();
  const { user } = useSession();
  return useSWR(predictionsKey(weekStart, user?.id ?? null), ([, week]) => getPredictions(client, week));
}
