import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useRealtimeReconnect } from '@tribune/shared';
import { useHomepage } from '../../../lib/api/get-homepage';
import { useFavouriteTeam } from '../../../hooks/use-favourite-team';
import { useLiveMatches } from '../api/get-live-matches';
import { useTodaysFixtures } from '../api/get-todays-fixtures';
import { pickStripMatches, type StripMatches } from '../lib/pick-strip-matches';

/** The longest wait a browser timer takes (about 24.8 days); later kick-offs are not waited for. */
const longestTimerMs = 2_147_483_647;

interface ScoreStripState extends StripMatches {
  /** Asks every list again: a match ended, kicked off, or the real-time connection came back. */
  refresh: () => void;
}

/**
 * MD-02: the score strip's matches from three public reads the server renders with: the live
 * matches, today's and the home page's coming fixtures (the read the sidebar shares). With a club
 * chosen, its matches are left to the club section above (CLB-02), whose read names them. The lists are asked again when a match ends (a card says so), when the
 * set of live matches changes, at the next kick-off, each minute for the live list, and after a
 * reconnect.
 */
export function useScoreStrip(): ScoreStripState {
  const { team: favourite } = useFavouriteTeam();
  const live = useLiveMatches();
  const today = useTodaysFixtures();
  const homepage = useHomepage(null);
  const club = useHomepage(favourite ? { teamId: favourite.id, league: favourite.league.slug } : null);
  const { mutate: mutateLive } = live;
  const { mutate: mutateToday } = today;
  const { mutate: mutateHomepage } = homepage;
  const refresh = useCallback(() => {
    void mutateLive();
    void mutateToday();
    void mutateHomepage();
  }, [mutateLive, mutateToday, mutateHomepage]);
  useRealtimeReconnect(refresh);

  // A change in what is live (a match kicked off or ended) makes today's and the coming lists stale.
  const liveIds = live.data?.map((fixture) => fixture.id).join(',');
  const previousLiveIds = useRef(liveIds);
  useEffect(() => {
    if (previousLiveIds.current === liveIds) return;
    previousLiveIds.current = liveIds;
    void mutateToday();
    void mutateHomepage();
  }, [liveIds, mutateToday, mutateHomepage]);

  const matches = useMemo(
    () =>
      pickStripMatches({
        live: live.data ?? [],
        today: today.data ?? [],
        coming: homepage.data?.fixtures ?? [],
        favouriteTeamId: favourite?.id ?? null,
        favouriteFixtureIds: new Set(
          favourite ? [...(club.data?.fixtures ?? []), ...(club.data?.latest ?? [])].map((fixture) => fixture.id) : [],
        ),
      }),
    [live.data, today.data, homepage.data, club.data, favourite],
  );

  // At the next kick-off on the strip, the match should turn live without waiting for the minute.
  const nextKickOff = Math.min(
    ...matches.cards
      .filter((card) => card.kind !== 'live' && !card.fixture.hasStarted)
      .map((card) => Date.parse(card.fixture.date))
      .filter((time) => !Number.isNaN(time)),
  );
  useEffect(() => {
    if (!Number.isFinite(nextKickOff)) return;
    const wait = nextKickOff - Date.now();
    if (wait < 0 || wait > longestTimerMs) return;
    const timer = window.setTimeout(refresh, wait + 1000);
    return () => window.clearTimeout(timer);
  }, [nextKickOff, refresh]);

  return { ...matches, refresh };
}
