import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { parseResult } from './prediction-game-schema';

/**
 * GET /ajax/matchcenter/fixture/{id}: the match's score now, 'h-a' or null before kick-off (the
 * prediction game sends it only at full time). Typed by the contract (decision 0058).
 */
async function getFixture(client: ApiClient, fixtureId: number): Promise<[number, number] | null> {
  const response = await client.request(`/ajax/matchcenter/fixture/${fixtureId}`);
  return parseResult(response.data.score);
}

export function liveScoreKey(fixtureId: number) {
  return ['football-pool/live-score', fixtureId] as const;
}

/** The score of a fixture, read once; `fixtureId` null asks nothing. Kept current by `useLiveScore`. */
export function useFixture(fixtureId: number | null) {
  const client = useApiClient();
  return useSWR<[number, number] | null, unknown>(
    fixtureId === null ? null : liveScoreKey(fixtureId),
    ([, id]: ReturnType<typeof liveScoreKey>) => getFixture(client, id),
    { shouldRetryOnError: false },
  );
}
