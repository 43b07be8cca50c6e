import { isLive, isOver, sortByKickOff, type Fixture } from '../../../lib/api/fixture-schema';

/** Live: being played (half time too). Today: today's other matches. Next: the first match to come. */
export type StripCardKind = 'live' | 'today' | 'next';

export interface StripCard {
  kind: StripCardKind;
  fixture: Fixture;
}

export interface StripMatches {
  /** What the strip leads with, which names it: 'none' when there is nothing to show at all. */
  mode: StripCardKind | 'none';
  cards: StripCard[];
}

/** In play: live, or kicked off and not over (half time, where no minute runs and no event comes). */
export function isInPlay(fixture: Pick<Fixture, 'status' | 'hasStarted'>): boolean {
  return isLive(fixture) || (fixture.hasStarted && !isOver(fixture));
}

type TeamsFixture = Fixture & { homeTeamId: number; awayTeamId: number };

interface StripSources {
  /** Every match being played now (the freshest word on what is live). */
  live: readonly TeamsFixture[];
  /** Every match of today: played, in play or to come. */
  today: readonly TeamsFixture[];
  /** The league's coming fixtures, for the next match when today has none. */
  coming: readonly Fixture[];
  /**
   * The visitor's club (MC-11): its matches are left out, since the home page's club section above
   * the strip shows the club's match (CLB-02).
   */
  favouriteTeamId: number | null;
  /** The club section's fixtures (the coming list has no club ids): none of them is the strip's next match. */
  favouriteFixtureIds?: ReadonlySet<number>;
}

/**
 * MD-02 (MC-03, MC-08): what the home page's score strip shows, in order: the matches in play, then
 * the rest of today's (those to come, then those played), each once; with neither, the next match.
 * The favourite club's matches are the club section's, not the strip's. A match in play is never a
 * "next" match.
 */
export function pickStripMatches({
  live,
  today,
  coming,
  favouriteTeamId,
  favouriteFixtureIds = new Set(),
}: StripSources): StripMatches {
  const seen = new Set<number>();
  const isFavourites = (fixture: TeamsFixture) =>
    favouriteTeamId !== null && (fixture.homeTeamId === favouriteTeamId || fixture.awayTeamId === favouriteTeamId);
  const once = (fixture: TeamsFixture) => {
    if (seen.has(fixture.id) || isFavourites(fixture)) return false;
    seen.add(fixture.id);
    return true;
  };
  const inPlay = sortByKickOff([...live, ...today.filter(isInPlay)]).filter(once);
  const rest = sortByKickOff(today).filter((fixture) => !isInPlay(fixture) && once(fixture));
  const toCome = rest.filter((fixture) => !fixture.hasStarted && !isOver(fixture));
  const played = rest.filter((fixture) => !toCome.includes(fixture));
  const cards: (StripCard & { fixture: TeamsFixture })[] = [
    ...inPlay.map((fixture) => ({ kind: 'live' as const, fixture })),
    ...[...toCome, ...played].map((fixture) => ({ kind: 'today' as const, fixture })),
  ];
  if (cards.length > 0) return { mode: inPlay.length > 0 ? 'live' : 'today', cards };
  const next = sortByKickOff(coming).find(
    (fixture) => !fixture.hasStarted && !isOver(fixture) && !isInPlay(fixture) && !favouriteFixtureIds.has(fixture.id),
  );
  return next ? { mode: 'next', cards: [{ kind: 'next', fixture: next }] } : { mode: 'none', cards: [] };
}
