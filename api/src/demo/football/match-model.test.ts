import { generateLeague } from './league';
import { decimalOdds, expectedGoals, outcomeProbabilities, strengthsFromRatings } from './match-model';

test('[MC-14] over many simulated seasons: about 3.0 goals a match, home 44 % / draw 24 % / away 32 %', () => {
  // The played half of each generated season (153 matches) goes through the same path as the demo.
  const now = new Date('2026-11-18T12:00:00Z');
  let matches = 0;
  let goals = 0;
  let homeGoals = 0;
  const outcomes = { home: 0, draw: 0, away: 0 };
  for (let season = 0; season < 60; season++) {
    for (const f of generateLeague({ now, seed: `calibration-${season}` }).fixtures.filter(
      (f) => f.status === 'finished',
    )) {
      const h = f.homeScore ?? 0;
      const a = f.awayScore ?? 0;
      matches++;
      goals += h + a;
      homeGoals += h;
      outcomes[h > a ? 'home' : h === a ? 'draw' : 'away']++;
    }
  }
  expect(matches).toBe(60 * 153);
  expect(Math.abs(goals / matches - 3.04)).toBeLessThan(0.2);
  expect(Math.abs(homeGoals / matches - 1.69)).toBeLessThan(0.15);
  expect(Math.abs(outcomes.home / matches - 0.441)).toBeLessThan(0.03);
  expect(Math.abs(outcomes.draw / matches - 0.237)).toBeLessThan(0.03);
  expect(Math.abs(outcomes.away / matches - 0.322)).toBeLessThan(0.03);
});

test('[FP-02] odds follow team strength and carry a 5 % margin', () => {
  const [strong, weak] = strengthsFromRatings([0.9, -0.4]);
  if (!strong || !weak) throw new Error('two teams expected');
  const favourite = outcomeProbabilities(expectedGoals(strong, weak));
  expect(favourite.homeWin + favourite.draw + favourite.awayWin).toBeCloseTo(1, 6);
  expect(favourite.homeWin).toBeGreaterThan(favourite.awayWin);
  const odds = [favourite.homeWin, favourite.draw, favourite.awayWin].map(decimalOdds);
  expect(odds[0]).toBeLessThan(odds[2] ?? 0);
  const overround = odds.reduce((s, o) => s + 1 / o, 0);
  expect(overround).toBeGreaterThan(1.02);
  expect(overround).toBeLessThan(1.08);
});
