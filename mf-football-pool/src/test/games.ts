import type { ApiSchemas } from '@tribune/shared';

/** A prediction game as the API sends it, typed by the generated contract: a change of the API's shape breaks the tests too. */
export type WireGame = ApiSchemas['PredictionGame'];

/** Four days from now: open games stay open whenever the tests run (they lock at kick-off, FP-08). */
const inFourDays = () => new Date(Date.now() + 4 * 86_400_000).toISOString();

/** Prediction games as GET /api/v2/predictions sends them; tests override what they are about. */
export function game(id: number, home: string, away: string, overrides: Partial<WireGame> = {}): WireGame {
  return {
    id,
    fixtureId: 100 + id,
    status: 'active',
    date: inFourDays(),
    week_start: '2026-11-23',
    matchData: {
      homeTeam: { id: 2 * id, name: home, logo: `/assets/clubs/${home.toLowerCase()}.svg` },
      // A club without a crest: the card shows its initial.
      awayTeam: { id: 2 * id + 1, name: away, logo: '' },
      draw: { name: 'Draw' },
    },
    odds: { home_win: 1.85, draw: 3.6, away_win: 4.2 },
    result: null,
    userPrediction: null,
    ...overrides,
  };
}
