import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { devAdminToken } from '../src/config';
import { multipart } from './account-helpers';
import { apiRequest } from './helper';

export interface Game {
  id: number;
  fixtureId: number;
  status: 'active' | 'live' | 'finished';
  date: string;
  week_start: string;
  matchData: { homeTeam: { name: string }; awayTeam: { name: string } };
  odds: { home_win: number; draw: number; away_win: number };
  result: string | null;
  userPrediction: { bet: string; result: string | null; points: number | null; outcome: string | null } | null;
}

interface Week {
  games: Game[];
  week: { start: string; end: string; previous: string | null; next: string | null };
}

export const adminHeaders = { authorization: `Bearer ${devAdminToken}` };

export async function week(
  app: FastifyInstance,
  query: string,
  options: { tenant?: string; token?: string } = {},
): Promise<Week> {
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/predictions?${query}`, ...options });
  if (response.statusCode !== 200) throw new Error(`predictions: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Week }>().data;
}

/** Next week's games: always open, whatever day the tests run. */
export async function openGames(
  app: FastifyInstance,
  options: { tenant?: string; token?: string } = {},
): Promise<Game[]> {
  const current = await week(app, 'for=predict', options);
  if (current.week.next === null) throw new Error('no next week');
  const next = await week(app, `for=predict&week_start=${current.week.next}`, options);
  const open = next.games.filter((g) => g.status === 'active');
  if (open.length < 4) throw new Error('too few open games');
  return open;
}

/** POST /api/v1/predictions as the front end sends it: multipart, one field with the JSON text. */
export function savePicks(
  app: FastifyInstance,
  options: { token?: string; tenant?: string; language?: 'en' | 'nl'; predictions: unknown; raw?: boolean },
): Promise<LightMyRequestResponse> {
  const text =
    options.raw === true && typeof options.predictions === 'string'
      ? options.predictions
      : JSON.stringify(options.predictions);
  const form = multipart({ predictions: text });
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v1/predictions',
    payload: form.payload,
    headers: form.headers,
    token: options.token,
    tenant: options.tenant,
    language: options.language,
  });
}

export function startFixture(app: FastifyInstance, fixtureId: number): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/admin/fixtures/${fixtureId}/start?speed=1`, headers: adminHeaders });
}

export function finishFixture(app: FastifyInstance, fixtureId: number): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/admin/fixtures/${fixtureId}/finish`, headers: adminHeaders });
}
