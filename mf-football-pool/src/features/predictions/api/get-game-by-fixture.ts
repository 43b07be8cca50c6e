import useSWR from 'swr';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { useGuestAnswer } from './guest-answer';
import { toPredictionGame, type PredictionGame } from './prediction-game-schema';

/** The viewer is part of the key: the game carries their own pick. */
export function gameByFixtureKey(fixtureId: string, userId: number | null) {
  return ['football-pool/game-by-fixture', fixtureId, userId] as const;
}

/**
 * GET /api/v2/predictions/by-fixture/{fixtureId}: the prediction game of a match (FP-06), typed by the
 * contract (decision 0058); 404 when it has none.
 */
async function getGameByFixture(client: ApiClient, fixtureId: string): Promise<PredictionGame> {
  const response = await client.request(`/api/v2/predictions/by-fixture/${encodeURIComponent(fixtureId)}`);
  return toPredictionGame(response.data);
}

export function useGameByFixture(fixtureId: string) {
  const client = useApiClient();
  const { user } = useSession();
  const guestAnswer = useGuestAnswer<PredictionGame>(gameByFixtureKey(fixtureId, null), user !== null);
  return useSWR(
    gameByFixtureKey(fixtureId, user?.id ?? null),
    ([, id]) => getGameByFixture(client, id),
    // The guest's answer stays while the fan's loads after a login: the widget does not collapse,
    // nor is it empty when it first mounts after the login.
    { keepPreviousData: true, fallbackData: guestAnswer },
  );
}
