import type { FixtureRecord } from '../fixture-view';
import type { FixtureStatus } from '../schema';
import type { FormLetter } from '../standings';

/** Still to be played or being played: the "Fixtures" tab. A postponed match is still to come. */
const TO_PLAY: ReadonlySet<FixtureStatus> = new Set(['scheduled', 'live', 'half-time', 'postponed']);

/**
 * A club's season split the way the team page shows it: what is still to come in kick-off order, and
 * what is over with the most recent first (a cancelled match is over too, shown as not played).
 */
export function splitSeason(season: readonly FixtureRecord[]): { fixtures: FixtureRecord[]; results: FixtureRecord[] } {
  const fixtures = season.filter((f) => TO_PLAY.has(f.status));
  const results = season
    .filter((f) => !TO_PLAY.has(f.status))
    .sort((a, b) => b.kickoffAt.getTime() - a.kickoffAt.getTime() || b.id - a.id);
  return { fixtures, results };
}

/** W, D or L for `teamId` in a finished match; null when it has no score (never played). */
export function resultFor(fixture: FixtureRecord, teamId: number): FormLetter | null {
  if (fixture.status !== 'finished' || fixture.homeScore === null || fixture.awayScore === null) return null;
  const [own, other] =
    fixture.home.id === teamId ? [fixture.homeScore, fixture.awayScore] : [fixture.awayScore, fixture.homeScore];
  return own > other ? 'W' : own === other ? 'D' : 'L';
}

/** MC-07: the last five results with their matches, oldest first (the order form guides are read in). */
export function lastFive(
  results: readonly FixtureRecord[],
  teamId: number,
): { result: FormLetter; fixture: FixtureRecord }[] {
  return results
    .flatMap((fixture) => {
      const result = resultFor(fixture, teamId);
      return result === null ? [] : [{ result, fixture }];
    })
    .slice(0, 5)
    .reverse();
}

/** The match being played now, else the first one still to kick off (a postponed one has no date yet). */
export function nextMatch(fixtures: readonly FixtureRecord[]): FixtureRecord | null {
  return (
    fixtures.find((f) => f.status === 'live' || f.status === 'half-time') ??
    fixtures.find((f) => f.status === 'scheduled') ??
    null
  );
}
