/** Prediction games as GET /api/v2/predictions sends them; tests override what they are about. */
export function game(id: number, home: string, away: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    status: 'active',
    date: '2026-11-28T19:00:00.000Z',
    matchData: {
      homeTeam: { name: home, logo: `/assets/clubs/${home.toLowerCase()}.svg` },
      awayTeam: { name: away, logo: null },
      draw: 'X',
    },
    odds: { home_win: 1.85, draw: '3.60', away_win: 4.2 },
    userPrediction: null,
    week_start: '2026-11-23',
    ...overrides,
  };
}
