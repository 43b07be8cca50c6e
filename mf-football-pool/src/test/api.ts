import { http, HttpResponse } from 'msw';
import type { ApiResponse } from '@tribune/shared';
import { apiUrl } from '@tribune/shared/testing';

/** Where MSW answers (the test bootstrap's API origin). */
export { apiUrl };

type WireRanking = ApiResponse<'/api/v2/ranking', 'get'>['data'];
type WireRankingRow = WireRanking['ranking'][number];
type WireLeague = ApiResponse<'/api/v2/football-pool/leagues/{id}', 'get'>['data'];

/** A ranking row as the API sends it; tests override what they are about. */
export function rankingRow(rank: number, userId: number, username: string, points: number): WireRankingRow {
  return { rank, user_id: userId, username, image: null, points, correct: Math.round(points / 20), played: 5 };
}

/** A page of a board as the API sends it. */
export function rankingPage(overrides: Partial<WireRanking> = {}): WireRanking {
  return {
    ranking: [rankingRow(1, 11, 'ajacied', 120), rankingRow(2, 12, 'kuip', 95), rankingRow(2, 13, 'tukker', 95)],
    page: 0,
    pages: 1,
    details: { filter: 'week', value: '2026-11-23', points: null },
    user_rank: null,
    user_page: null,
    ...overrides,
  };
}

/** A mini-league as the API sends it, with members. */
export function league(overrides: Partial<WireLeague> = {}): WireLeague {
  return {
    id: 5,
    name: 'Office pool',
    code: 'KQ7MWX3P',
    invite_path: '/football-pool/leagues/join/KQ7MWX3P',
    owner: { id: 7, username: 'fan' },
    members_count: 2,
    is_owner: true,
    is_member: true,
    members: [
      { user_id: 7, username: 'fan', image: null },
      { user_id: 12, username: 'kuip', image: '/assets/avatars/kuip.png' },
    ],
    ...overrides,
  };
}

/**
 * The match centre's fixture, which the predictions page reads for a game being played (its live
 * score): `score` 'h-a', or null. Pages with a live game need it; tests about something else get none.
 */
export function liveFixtureHandler(score: string | null = null, seen: number[] = []) {
  return http.get(apiUrl('/ajax/matchcenter/fixture/:id'), ({ params }) => {
    seen.push(Number(params['id']));
    return HttpResponse.json({ data: { score } });
  });
}
