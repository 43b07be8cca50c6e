import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useChannelEvent, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { parseResult } from './prediction-game-schema';

const liveScoreResponseSchema = z.object({
  data: z.object({
    /** 'h-a'; null before kick-off. */
    score: z.nullable(z.string()),
  }),
});
export type LiveScoreFollowsTheApi = AcceptsApi<
  z.input<typeof liveScoreResponseSchema>,
  ApiResponse<'/ajax/matchcenter/fixture/{id}', 'get'>
>;

/** Spec 000 §7 (MC-03): a live fixture's channel sends `LiveFixture {time, score 'h-a'}`. */
const liveFixturePayloadSchema = z.object({ score: z.string() });
export const liveFixtureEvent = 'LiveFixture';
export function fixtureChannel(fixtureId: number): string {
  return `fixture-${fixtureId}`;
}

/** GET /ajax/matchcenter/fixture/{id}: the match's score now (the prediction game sends it only at full time). */
export async function getLiveScore(client: ApiClient, fixtureId: number): Promise<[number, number] | null> {
  const response = await client.request(`/ajax/matchcenter/fixture/${fixtureId}`, liveScoreResponseSchema);
  return parseResult(response.data.score);
}

export function liveScoreKey(fixtureId: number) {
  return ['football-pool/live-score', fixtureId] as const;
}

/**
 * FP-01: the score of a game being played, which the predictions call leaves out until full time: read
 * once from the match centre's fixture, then kept current by the fixture's real-time channel. `fixtureId`
 * null (a game that is not live) asks and listens to nothing. A payload that does not match is ignored.
 */
export function useLiveScore(fixtureId: number | null): [number, number] | null {
  const client = useApiClient();
  const { data, mutate } = useSWR<[number, number] | null, unknown>(
    fixtureId === null ? null : liveScoreKey(fixtureId),
    ([, id]: ReturnType<typeof liveScoreKey>) => getLiveScore(client, id),
    { shouldRetryOnError: false },
  );
  useChannelEvent(fixtureId === null ? null : fixtureChannel(fixtureId), liveFixtureEvent, (payload) => {
    const parsed = liveFixturePayloadSchema.safeParse(payload);
    const score = parsed.success ? parseResult(parsed.data.score) : null;
    if (score) void mutate(score, { revalidate: false });
  });
  return fixtureId === null ? null : (data ?? null);
}
