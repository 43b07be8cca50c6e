import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { predictionGameSchema, toPredictionGame, type PredictionGame } from './prediction-game-schema';

/** GET /api/v2/predictions/by-fixture/{fixtureId}: the prediction game of a match (FP-06); 404 when it has none. */
const gameByFixtureResponseSchema = z.object({ data: predictionGameSchema });

/** The viewer is part of the key: the game carries their own pick. */
export function gameByFixtureKey(fixtureId: string, userId: number | null) {
  return ['football-pool/game-by-fixture', fixtureId, userId] as const;
}

async function getGameByFixture(client: ApiClient, fixtureId: string): Promise<PredictionGame> {
  const response = await client.request(
    `/api/v2/predictions/by-fixture/${encodeURIComponent(fixtureId)}`,
    gameByFixtureResponseSchema,
  );
  return toPredictionGame(response.data);
}

export function useGameByFixture(fixtureId: string) {
  const client = useApiClient();
  const { user } = useSession();
  return useSWR(
    gameByFixtureKey(fixtureId, user?.id ?? null),
    ([, id]) => getGameByFixture(client, id),
    // The guest's answer stays while the fan's loads after a login: the widget does not collapse.
    { keepPreviousData: true },
  );
}
