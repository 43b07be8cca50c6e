import { useState } from 'react';
import * as v from 'valibot';
import {
  fixtureChannel,
  liveFixturePayloadSchema,
  liveMatchEvents,
  matchStatusPayloadSchema,
  useChannelEvent,
} from '@tribune/shared';
import { isLive, type Fixture } from '../lib/api/fixture-schema';

export interface LiveFixtureState {
  live: boolean;
  score: string | null;
  minute: number | string | null;
}

/**
 * MC-03: a live fixture listens to `fixture-{id}` for LiveFixture events and shows their minute and
 * score, and for MatchStatus, so that at full time it stops showing itself live; a fixture that is not
 * live subscribes to nothing. Events newer than the fetched data win.
 */
export function useLiveFixture(fixture: Fixture): LiveFixtureState {
  const live = isLive(fixture);
  const [update, setUpdate] = useState<{
    fixtureId: number;
    minute: number | string;
    score: string;
  } | null>(null);
  useChannelEvent(live ? fixtureChannel(fixture.id) : null, liveMatchEvents.liveFixture, (data) => {
    const parsed = v.safeParse(liveFixturePayloadSchema, data);
    if (!parsed.success) {
      console.warn(`Ignored a malformed ${liveMatchEvents.liveFixture} event for fixture ${fixture.id}`, data);
      return;
    }
    setUpdate({
      fixtureId: fixture.id,
      minute: parsed.output.time,
      score: parsed.output.score,
    });
  });
  const [endedFixtureId, setEndedFixtureId] = useState<number | null>(null);
  useChannelEvent(live ? fixtureChannel(fixture.id) : null, liveMatchEvents.matchStatus, (data) => {
    const parsed = v.safeParse(matchStatusPayloadSchema, data);
    if (parsed.success && parsed.output.status === 'finished') setEndedFixtureId(fixture.id);
  });
  const current = update?.fixtureId === fixture.id ? update : null;
  return {
    live: live && endedFixtureId !== fixture.id,
    score: current?.score ?? fixture.score,
    minute: current?.minute ?? fixture.time ?? null,
  };
}
