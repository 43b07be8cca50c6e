import { generateLeague } from './league';
import { generateMatchStatistics } from './match-statistics';

// A fixed "now" keeps these tests independent of the day they run; several seeds give enough matches.
const now = new Date('2026-11-18T12:00:00Z');
const seasons = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => generateLeague({ now, seed: `statistics-${seed}` }));
const played = seasons.flatMap((league) => {
  const teams = new Map(league.teams.map((team) => [team.id, team]));
  return league.fixtures
    .filter((fixture) => fixture.status === 'finished')
    .map((fixture) => ({ fixture, teams, stats: generateMatchStatistics(fixture, teams) }));
});

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

test('[MC-12] every played match gets statistics that agree with its score; a match to play gets none', () => {
  expect(played.length).toBeGreaterThan(800);
  for (const { fixture, stats } of played) {
    if (stats === null) throw new Error(`no statistics for ${fixture.id}`);
    expect(stats.home.possession + stats.away.possession).toBe(100);
    for (const [side, goals] of [
      ['home', fixture.homeScore ?? 0],
      ['away', fixture.awayScore ?? 0],
    ] as const) {
      expect(stats[side].shotsOnTarget).toBeGreaterThanOrEqual(goals);
      expect(stats[side].shots).toBeGreaterThanOrEqual(stats[side].shotsOnTarget);
      expect(Number.isInteger(stats[side].corners) && stats[side].corners >= 0).toBe(true);
      expect(Number.isInteger(stats[side].fouls) && stats[side].fouls >= 0).toBe(true);
    }
  }
  const league = seasons[0];
  const scheduled = league?.fixtures.find((fixture) => fixture.status === 'scheduled');
  if (!league || !scheduled) throw new Error('no match to play');
  expect(generateMatchStatistics(scheduled, new Map(league.teams.map((team) => [team.id, team])))).toBeNull();
});

test('[MC-12] the statistics are the same every time: the fixture alone decides them', () => {
  for (const { fixture, teams, stats } of played.slice(0, 50)) {
    expect(generateMatchStatistics(fixture, teams)).toEqual(stats);
  }
});

test('[MC-12] the figures look like a league season: about 13 shots and 4–5 on target a side, the home side a little more of the ball', () => {
  const sides = played.flatMap(({ stats }) => (stats ? [stats.home, stats.away] : []));
  expect(mean(sides.map((s) => s.shots))).toBeGreaterThan(11);
  expect(mean(sides.map((s) => s.shots))).toBeLessThan(15);
  expect(mean(sides.map((s) => s.shotsOnTarget))).toBeGreaterThan(3.5);
  expect(mean(sides.map((s) => s.shotsOnTarget))).toBeLessThan(5.5);
  expect(mean(sides.map((s) => s.corners))).toBeGreaterThan(4);
  expect(mean(sides.map((s) => s.corners))).toBeLessThan(6);
  expect(mean(sides.map((s) => s.fouls))).toBeGreaterThan(10);
  expect(mean(sides.map((s) => s.fouls))).toBeLessThan(14);
  const homePossession = mean(played.flatMap(({ stats }) => (stats ? [stats.home.possession] : [])));
  expect(homePossession).toBeGreaterThan(50);
  expect(homePossession).toBeLessThan(55);
  // The stronger side (by attack) has more of the ball more often than not.
  const favourites = played.filter(({ fixture, teams }) => {
    const home = teams.get(fixture.homeTeamId)?.strength.attack ?? 1;
    const away = teams.get(fixture.awayTeamId)?.strength.attack ?? 1;
    return Math.abs(Math.log(home / away)) > 0.3;
  });
  const favouriteHasTheBall = favourites.filter(({ fixture, teams, stats }) => {
    const homeStronger =
      (teams.get(fixture.homeTeamId)?.strength.attack ?? 1) > (teams.get(fixture.awayTeamId)?.strength.attack ?? 1);
    return stats !== null && (homeStronger ? stats.home.possession > 50 : stats.away.possession > 50);
  });
  expect(favouriteHasTheBall.length / favourites.length).toBeGreaterThan(0.7);
});
