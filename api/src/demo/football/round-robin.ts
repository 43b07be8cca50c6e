/**
 * Double round-robin by the circle method: one team stays put, the others rotate, so every pair meets
 * once per half. Home and away alternate round by round; the second half mirrors the first with the
 * venues swapped, so every pair meets twice, once at each ground, as in the Eredivisie.
 */

interface Pairing {
  home: number;
  away: number;
}

/** Rounds of a double round-robin over `teamCount` (even) teams, identified by 0 … teamCount-1. */
export function doubleRoundRobin(teamCount: number): Pairing[][] {
  if (teamCount < 2 || teamCount % 2 !== 0) throw new Error('A round-robin needs an even number of teams');
  // Circle method: team n-1 stays put, the others sit on a circle of n-1 places. In round r, team r
  // meets the fixed team and teams r+i and r-i meet. Orienting each pair by the parity of i makes a
  // team's venue alternate round by round, apart from a few breaks where the circle turns.
  const m = teamCount - 1;
  const firstHalf: Pairing[][] = [];
  for (let round = 0; round < m; round++) {
    const pairings: Pairing[] = [round % 2 === 0 ? { home: round, away: m } : { home: m, away: round }];
    for (let i = 1; i < teamCount / 2; i++) {
      const up = (round + i) % m;
      const down = (round - i + m) % m;
      pairings.push(i % 2 === 1 ? { home: up, away: down } : { home: down, away: up });
    }
    firstHalf.push(pairings);
  }
  const secondHalf = firstHalf.map((round) => round.map(({ home, away }) => ({ home: away, away: home })));
  return [...firstHalf, ...secondHalf];
}
