import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { parseResult } from './prediction-game-schema';

const liveScoreResponseSchema = z.object({
  data: z.object({
    /** 'h-a'; null before kick-off. */
    score: z.nullable(z.string()),
  }),
});

/** GET /ajax/matchcenter/fixture/{id}: the match's score now (the prediction game sends it only at full time). */
async function getFixture(client: ApiClient, fixtureId: number): Promise<[number, number] | null> {
  const response = await client.request(`/ajax/matchcenter/fixture/${fixtureId}`, liveScoreResponseSchema);
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
