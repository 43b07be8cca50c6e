import type { ApiResponse, ApiSchemas } from '@tribune/shared';

/** A fixture as the API sends it, typed by the generated contract: a change of the API's shape breaks the tests too. */
export type WireFixture = ApiSchemas['Fixture'];
/** The answer of GET /ajax/matchcenter/league/{league}/rounds/{round}. */
export type WireRound = ApiResponse<'/ajax/matchcenter/league/{league}/rounds/{round}', 'get'>['data'];

/** A fixture as the API sends it; tests override what they are about. */
export function fixture(
  overrides: Partial<WireFixture> & Pick<WireFixture, 'id' | 'homeTeam' | 'awayTeam'>,
): WireFixture {
  return {
    leagueId: 1,
    round: 18,
    status: 'scheduled',
    homeTeamId: overrides.id * 2,
    awayTeamId: overrides.id * 2 + 1,
    homeTeamLogo: `/assets/clubs/${overrides.homeTeam.toLowerCase()}.svg`,
    awayTeamLogo: `/assets/clubs/${overrides.awayTeam.toLowerCase()}.svg`,
    score: null,
    date: '2026-11-21T19:00:00.000Z',
    dateStr: '21-11-2026 20:00',
    hasStarted: false,
    time: null,
    events: [],
    ...overrides,
  };
}

/** A round as the API sends it: the Eredivisie's round 18 unless the test says otherwise. */
export function wireRound(overrides: Partial<WireRound> = {}): WireRound {
  return {
    league: { id: 1, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' },
    round: 18,
    name: 'Round 18',
    rounds: 34,
    fixtures: [],
    ...overrides,
  };
}

/** A row of a league table as the home widgets' read sends it: position n is 12 played, 12−n won. */
export function rankingRow(position: number, teamId: number, team: string) {
  return {
    position,
    teamId,
    team,
    logo: `/assets/clubs/${team.toLowerCase()}.svg`,
    played: 12,
    won: 12 - position,
    drawn: 0,
    lost: position,
    goalsFor: 30 - position,
    goalsAgainst: 10,
    goalDifference: 20 - position,
    points: 3 * (12 - position),
    form: ['W', 'D', 'L'],
  };
}

/** The Eredivisie as the home widgets' read names it. */
export const homeLeague = { id: 8, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' };

/** The top five of the table, for a visitor without a club. */
export const topFiveRanking = {
  league: homeLeague,
  teamId: null,
  rows: ['PSV', 'Ajax', 'Feyenoord', 'AZ', 'Twente'].map((team, index) => rankingRow(index + 1, index + 1, team)),
};
