import * as v from 'valibot';
import { fixtureChannel, liveFixturePayloadSchema, liveMatchEvents, useChannelEvent } from '@tribune/shared';
import { useFixture } from '../api/get-fixture';
import { parseResult } from '../api/prediction-game-schema';

/**
 * FP-01: the score of a game being played, which the predictions call leaves out until full time: read
 * once from the match centre's fixture, then kept current by the fixture's real-time channel. `fixtureId`
 * null (a game that is not live) asks and listens to nothing. A payload that does not match is ignored.
 */
export function useLiveScore(fixtureId: number | null): [number, number] | null {
  const { data, mutate } = useFixture(fixtureId);
  useChannelEvent(fixtureId === null ? null : fixtureChannel(fixtureId), liveMatchEvents.liveFixture, (payload) => {
    const parsed = v.safeParse(liveFixturePayloadSchema, payload);
    const score = parsed.success ? parseResult(parsed.output.score) : null;
    if (score) void mutate(score, { revalidate: false });
  });
  return fixtureId === null ? null : (data ?? null);
}
