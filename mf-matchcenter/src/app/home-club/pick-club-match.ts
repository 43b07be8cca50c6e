import { isOver, sortByKickOff, type Fixture } from '../../lib/api/fixture-schema';
import { isInPlay } from '../../features/score-strip/lib/pick-strip-matches';

/** How long a played match stays the club's card (its result, scorers and the fan's points). */
const RESULT_SHOWN_MS = 12 * 60 * 60 * 1000;

export interface ClubMatch {
  /** Live: in play (half time too). Result: over, kicked off less than 12 h ago. Next: still to come. */
  kind: 'live' | 'result' | 'next';
  fixture: Fixture;
}

/**
 * CLB-02: the one match the home page's club section shows: the club's match in play; else the match
 * it played in the last 12 hours (a fan opening the site the evening after sees the result and their
 * points, not already next week's game); else its next match. None when the club has no match at all.
 */
export function pickClubMatch(
  lists: { fixtures: readonly Fixture[]; latest: readonly Fixture[] },
  now: number = Date.now(),
): ClubMatch | null {
  const all = sortByKickOff([...lists.fixtures, ...lists.latest]);
  const live = all.find(isInPlay);
  if (live) return { kind: 'live', fixture: live };
  const result = [...all].reverse().find((fixture) => {
    const kickOff = Date.parse(fixture.date);
    return isOver(fixture) && fixture.score !== null && now - kickOff >= 0 && now - kickOff < RESULT_SHOWN_MS;
  });
  if (result) return { kind: 'result', fixture: result };
  const next = all.find((fixture) => !fixture.hasStarted && !isOver(fixture));
  return next ? { kind: 'next', fixture: next } : null;
}
