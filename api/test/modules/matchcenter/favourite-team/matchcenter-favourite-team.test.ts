import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { favouriteTeams } from '../../../../src/modules/matchcenter/favourite-team/schema';
import { leagues, teams } from '../../../../src/modules/matchcenter/schema';
import { apiRequest, body, buildTestApp, loginToken } from '../../../helper';

/**
 * MC-11: a logged-in fan's favourite club, per tenant, through the API on a fresh PGlite with the demo
 * league and real logged-in demo fans of both tenants.
 */

jest.setTimeout(60_000);

let app: FastifyInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  for (const login of ['TerraceTalk', 'TikiTakaTom', 'ParkTheBus']) tokens[login] = await loginToken(app, { login });
  tokens['OranjeLeeuw'] = await loginToken(app, { login: 'OranjeLeeuw', tenant: 'tribune-nl' });
}, 60_000);

afterAll(async () => {
  await app.close();
});

function token(login: string): string {
  const value = tokens[login];
  if (value === undefined) throw new Error(`no token for ${login}`);
  return value;
}

interface Club {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  logo: string;
  league: { id: number; slug: string; name: string };
}

/** A club of the demo league as the API must describe it, read straight from the tables. */
async function club(index: number): Promise<Club> {
  const rows = await app.db
    .select({
      id: teams.id,
      slug: teams.slug,
      name: teams.name,
      shortName: teams.shortName,
      logo: teams.logoPath,
      league: { id: leagues.id, slug: leagues.slug, name: leagues.name },
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(leagues.slug, 'eredivisie'))
    .orderBy(teams.id);
  const row = rows[index];
  if (row === undefined) throw new Error(`no club ${index}`);
  return row;
}

function read(options: { token?: string; tenant?: string; language?: 'en' | 'nl' } = {}) {
  return apiRequest(app, { method: 'GET', url: '/api/v2/user/favourite-team', ...options });
}

/** Sends an object as JSON, or a string as it is (with a JSON content type). */
function put(
  payload: object | string,
  options: { token?: string; tenant?: string; language?: 'en' | 'nl' } = {},
): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method: 'PUT',
    url: '/api/v2/user/favourite-team',
    payload,
    ...(typeof payload === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
    ...options,
  });
}

async function stored(userLogin: string, tenantId = 'tribune') {
  const rows = await app.db
    .select({ teamId: favouriteTeams.teamId, userId: favouriteTeams.userId })
    .from(favouriteTeams)
    .where(eq(favouriteTeams.tenantId, tenantId));
  const me = await apiRequest(app, {
    method: 'GET',
    url: '/api/v2/user/me-as-resource',
    token: token(userLogin),
    tenant: tenantId,
  });
  const id = me.json<{ data: { id: number } }>().data.id;
  return rows.filter((row) => row.userId === id).map((row) => row.teamId);
}

test('[MC-11] a guest has no favourite team on the server: 401 in the error shape, for reading and writing', async () => {
  const guestRead = await read();
  expect(guestRead.statusCode).toBe(401);
  expect(body(guestRead)).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  // Told to log in before anything about the body, even a malformed one.
  const guestWrite = await put({ team_id: 'x' });
  expect(guestWrite.statusCode).toBe(401);
  expect(body(guestWrite)).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  const garbage = await read({ token: 'not-a-token' });
  expect(garbage.statusCode).toBe(401);
});

test('[MC-11] a fan without a favourite gets null; setting, changing and clearing it answers the stored club', async () => {
  const ajax = await club(0);
  const other = await club(1);
  const none = await read({ token: token('TerraceTalk') });
  expect(none.statusCode).toBe(200);
  expect(none.json()).toEqual({ data: { team: null } });

  const set = await put({ team_id: ajax.id }, { token: token('TerraceTalk') });
  expect(set.statusCode).toBe(200);
  expect(set.json()).toEqual({ data: { team: ajax } });
  expect(set.json<{ data: { team: Club } }>().data.team.logo).toMatch(/^\/assets\/|^https?:\/\//);
  expect((await read({ token: token('TerraceTalk') })).json()).toEqual({ data: { team: ajax } });

  // A new choice replaces the old one: one favourite per fan.
  const changed = await put({ team_id: other.id }, { token: token('TerraceTalk') });
  expect(changed.json()).toEqual({ data: { team: other } });
  expect(await stored('TerraceTalk')).toEqual([other.id]);

  const cleared = await put({ team_id: null }, { token: token('TerraceTalk') });
  expect(cleared.statusCode).toBe(200);
  expect(cleared.json()).toEqual({ data: { team: null } });
  expect((await read({ token: token('TerraceTalk') })).json()).toEqual({ data: { team: null } });
  expect(await stored('TerraceTalk')).toEqual([]);
  // Clearing what is not there is fine too.
  expect((await put({ team_id: null }, { token: token('TerraceTalk') })).statusCode).toBe(200);
});

test('[MC-11] an unknown club is a 422 under team_id, in English and Dutch, and the old choice stays', async () => {
  const ajax = await club(0);
  expect((await put({ team_id: ajax.id }, { token: token('TikiTakaTom') })).statusCode).toBe(200);

  const unknown = await put({ team_id: 999_999 }, { token: token('TikiTakaTom') });
  expect(unknown.statusCode).toBe(422);
  expect(body(unknown)).toEqual({
    data: null,
    metaData: {
      message: 'There is no club with this id. Pick a club from the list.',
      errors: { team_id: ['There is no club with this id. Pick a club from the list.'] },
    },
  });
  const dutch = await put({ team_id: 999_999 }, { token: token('OranjeLeeuw'), tenant: 'tribune-nl', language: 'nl' });
  expect(dutch.statusCode).toBe(422);
  expect(body(dutch)).toEqual({
    data: null,
    metaData: {
      message: 'Er is geen club met dit id. Kies een club uit de lijst.',
      errors: { team_id: ['Er is geen club met dit id. Kies een club uit de lijst.'] },
    },
  });
  expect((await read({ token: token('TikiTakaTom') })).json()).toEqual({ data: { team: ajax } });
});

test('[MC-11] malformed bodies are refused in the error shape and change nothing: invalid JSON 400, wrong fields 422', async () => {
  const fan = { token: token('ParkTheBus') };
  const ajax = await club(0);
  expect((await put({ team_id: ajax.id }, fan)).statusCode).toBe(200);

  const invalidJson = await put('{"team_id": ', { ...fan });
  expect(invalidJson.statusCode).toBe(400);
  expect(body(invalidJson)).toEqual({ data: null, metaData: { message: 'The request body is not valid JSON.' } });

  const cases: [object, string][] = [
    [{}, 'The team id field is required.'],
    [{ team_id: 'ajax' }, 'The team id field must be a number.'],
    [{ team_id: 1.5 }, 'The team id field must be a number.'],
    [{ team_id: 0 }, 'The team id field must be at least 1.'],
    [{ team_id: 2 ** 40 }, 'The team id field must not be greater than 2147483647.'],
  ];
  for (const [payload, message] of cases) {
    const response = await put(payload, fan);
    expect({ payload, status: response.statusCode }).toEqual({ payload, status: 422 });
    expect(body(response)).toEqual({ data: null, metaData: { message, errors: { team_id: [message] } } });
  }
  for (const payload of ['[]', 'null', '"x"', '{"team_id": [1]}', '{"team_id": {"id": 1}}']) {
    const response = await put(payload, { ...fan });
    expect({ payload, client: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({
      payload,
      client: true,
    });
    expect(body(response)).toEqual({ data: null, metaData: expect.objectContaining({ message: expect.any(String) }) });
  }
  expect((await read(fan)).json()).toEqual({ data: { team: ajax } });
});

test('[MC-11] favourites are per tenant: a choice on one site is not seen or changed on the other', async () => {
  const ajax = await club(0);
  const other = await club(2);
  expect((await put({ team_id: ajax.id }, { token: token('OranjeLeeuw'), tenant: 'tribune-nl' })).statusCode).toBe(200);
  // A token of one tenant is no login on the other.
  const crossed = await read({ token: token('OranjeLeeuw'), tenant: 'tribune' });
  expect(crossed.statusCode).toBe(401);
  expect((await put({ team_id: other.id }, { token: token('OranjeLeeuw'), tenant: 'tribune' })).statusCode).toBe(401);
  expect((await read({ token: token('OranjeLeeuw'), tenant: 'tribune-nl' })).json()).toEqual({ data: { team: ajax } });
  const rows = await app.db
    .select({ tenantId: favouriteTeams.tenantId })
    .from(favouriteTeams)
    .where(and(eq(favouriteTeams.teamId, other.id), eq(favouriteTeams.tenantId, 'tribune-nl')));
  expect(rows).toEqual([]);
});

test('[MC-11] the answers are never cached by a shared cache', async () => {
  const response = await read({ token: token('TerraceTalk') });
  expect(response.headers['cache-control']).toBe('private, no-store');
});

test('[MC-11] changes are rate limited: past the limit a 429 in the error shape', async () => {
  let limited: LightMyRequestResponse | undefined;
  for (let i = 0; i < 80 && limited === undefined; i++) {
    const response = await put({ team_id: null }, { token: token('OranjeLeeuw'), tenant: 'tribune-nl' });
    if (response.statusCode === 429) limited = response;
    else expect(response.statusCode).toBe(200);
  }
  if (limited === undefined) throw new Error('never rate limited');
  expect(body(limited)).toEqual({
    data: null,
    metaData: { message: 'Too many attempts. Please wait a minute and try again.' },
  });
});
