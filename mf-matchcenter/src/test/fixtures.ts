import type { Fixture } from '../features/fixtures/api/fixture-schema';

/** A fixture as the API sends it; tests override what they are about. */
export function fixture(overrides: Partial<Fixture> & Pick<Fixture, 'id' | 'homeTeam' | 'awayTeam'>): Fixture {
  return {
    status: 'scheduled',
    homeTeamLogo: `/assets/clubs/${overrides.homeTeam.toLowerCase()}.svg`,
    awayTeamLogo: `/assets/clubs/${overrides.awayTeam.toLowerCase()}.svg`,
    score: null,
    date: '2026-11-21T19:00:00.000Z',
    dateStr: '21-11-2026 20:00',
    hasStarted: false,
    ...overrides,
  };
}
