import { useEffect, useRef, useState } from 'react';
import type { KeyedMutator } from 'swr';
import * as v from 'valibot';
import {
  fixtureChannel,
  liveFixturePayloadSchema,
  liveMatchEvents,
  matchEventPayloadSchema,
  matchStatisticsPayloadSchema,
  matchStatusPayloadSchema,
  useApiClient,
  useChannelEvent,
  useRealtimeReconnect,
} from '@tribune/shared';
import { getFixture, type Match } from '../api/get-fixture';
import {
  applyLiveFixture,
  applyMatchEvent,
  applyMatchStatistics,
  applyMatchStatus,
  isOver,
  mergeRefetched,
} from '../lib/live-match';

/**
 * How long after kick-off the page asks again for the line-ups (drawn at kick-off): past the few
 * seconds for which the API's public answers may be kept, so the answer has them.
 */
const LINEUP_REFETCH_MS = 6_000;

/**
 * MC-03 on the match page: while the match is not over (and after, once followed), listens to `fixture-{id}` and writes each event into
 * the match's SWR entry without a reload (LiveFixture: minute and score; MatchEvent: a goal, card or
 * substitution; MatchStatistics; MatchStatus: kick-off, half time, full time). After a lost connection
 * it fetches the match again, keeping what live events already showed if that answer is behind.
 */
export function useLiveMatch(fixtureId: number, match: Match | undefined, mutate: KeyedMutator<Match>): void {
  const client = useApiClient();
  // A match followed here stays followed after full time: the final minute's LiveFixture and
  // MatchStatistics come after its MatchStatus, and so do the rest when a match is finished at once.
  const notOver = match !== undefined && !isOver(match.status);
  const [followed, setFollowed] = useState(false);
  useEffect(() => {
    if (notOver) setFollowed(true);
  }, [notOver]);
  const channel = notOver || followed ? fixtureChannel(fixtureId) : null;

  function apply<Schema extends v.GenericSchema>(
    event: string,
    schema: Schema,
    update: (m: Match, p: v.InferOutput<Schema>) => Match,
  ) {
    return (data: unknown) => {
      const parsed = v.safeParse(schema, data);
      if (!parsed.success) {
        console.warn(`Ignored a malformed ${event} event for fixture ${fixtureId}`, data);
        return;
      }
      // A server-rendered match is in SWR's cache too (shared's createSeededCache), so there is a current one.
      void mutate((current) => (current ? update(current, parsed.output) : current), { revalidate: false });
    };
  }

  useChannelEvent(
    channel,
    liveMatchEvents.liveFixture,
    apply(liveMatchEvents.liveFixture, liveFixturePayloadSchema, applyLiveFixture),
  );
  useChannelEvent(
    channel,
    liveMatchEvents.matchEvent,
    apply(liveMatchEvents.matchEvent, matchEventPayloadSchema, applyMatchEvent),
  );
  useChannelEvent(
    channel,
    liveMatchEvents.matchStatistics,
    apply(liveMatchEvents.matchStatistics, matchStatisticsPayloadSchema, applyMatchStatistics),
  );
  useChannelEvent(
    channel,
    liveMatchEvents.matchStatus,
    apply(liveMatchEvents.matchStatus, matchStatusPayloadSchema, applyMatchStatus),
  );

  const refetch = useRef<() => void>(() => undefined);
  refetch.current = () => {
    mutate(async (current) => mergeRefetched(current, await getFixture(client, fixtureId)), {
      revalidate: false,
    }).catch((error: unknown) => console.warn(`Could not refresh fixture ${fixtureId}`, error));
  };
  useRealtimeReconnect(() => refetch.current());

  const awaitingLineups = match !== undefined && match.lineup === null && match.hasStarted;
  useEffect(() => {
    if (!awaitingLineups) return undefined;
    const timer = setTimeout(() => refetch.current(), LINEUP_REFETCH_MS);
    return () => clearTimeout(timer);
  }, [awaitingLineups]);
}
