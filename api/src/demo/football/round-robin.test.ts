import { doubleRoundRobin } from './round-robin';

test('[MC-14] every pair meets twice, once at each ground, and every team plays once a round', () => {
  const rounds = doubleRoundRobin(18);
  expect(rounds).toHaveLength(34);
  const meetings = new Map<string, number>();
  for (const round of rounds) {
    expect(round).toHaveLength(9);
    const playing = round.flatMap((p) => [p.home, p.away]);
    expect(new Set(playing).size).toBe(18);
    for (const { home, away } of round) meetings.set(`${home}-${away}`, (meetings.get(`${home}-${away}`) ?? 0) + 1);
  }
  for (let a = 0; a < 18; a++) {
    for (let b = 0; b < 18; b++) {
      if (a !== b) expect(meetings.get(`${a}-${b}`)).toBe(1);
    }
  }
});

test('[MC-14] home games are spread evenly: 8 or 9 a half, never three at home in a row within a half', () => {
  const rounds = doubleRoundRobin(18);
  for (let team = 0; team < 18; team++) {
    for (const half of [rounds.slice(0, 17), rounds.slice(17)]) {
      const atHome = half.map((round) => round.some((p) => p.home === team));
      const count = atHome.filter(Boolean).length;
      expect(count === 8 || count === 9).toBe(true);
      for (let r = 2; r < atHome.length; r++) expect(atHome[r] && atHome[r - 1] && atHome[r - 2]).toBe(false);
    }
  }
});

test('[MC-14] rejects an odd number of teams', () => {
  expect(() => doubleRoundRobin(7)).toThrow();
});
