import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../../src/modules/accounts/schema';
import { predictionScores } from '../../../../src/modules/football-pool/schema';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

let app: FastifyInstance;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

interface League {
  id: number;
  name: string;
  code: string;
  invite_path: string;
  owner: { id: number; username: string };
  members_count: number;
  is_owner: boolean;
  is_member: boolean;
}

beforeAll(async () => {
  app = await buildTestApp();
  for (const login of ['fan', 'TerraceTalk', 'ParkTheBus', 'OffsideTrap']) {
    tokens[login] = await loginToken(app, { login });
    const [user] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${login.toLowerCase()}@tribune.test`));
    if (!user) throw new Error(`no ${login}`);
    ids[login] = user.id;
  }
  tokens['dutch'] = await loginToken(app, { login: 'fan', tenant: 'tribune-nl' });
}, 60_000);

afterAll(async () => {
  await app.close();
});

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  login?: string,
  payload?: object,
  extra: { tenant?: string; language?: 'en' | 'nl' } = {},
) {
  return apiRequest(app, { method, url, payload, token: login === undefined ? undefined : tokens[login], ...extra });
}

async function createLeague(login: string, name: string): Promise<League> {
  const response = await call('POST', '/api/v2/football-pool/leagues', login, { name });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: League }>().data;
}

test('[FP-05] create a league: the creator owns it and is its first member; a readable 8-character code', async () => {
  const league = await createLeague('fan', '  The   Office Pool ');
  expect(league).toEqual({
    id: expect.any(Number),
    name: 'The Office Pool',
    code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
    invite_path: `/football-pool/leagues/join/${league.code}`,
    owner: { id: ids['fan'], username: 'fan' },
    members_count: 1,
    is_owner: true,
    is_member: true,
  });
  const mine = await call('GET', '/api/v2/football-pool/leagues', 'fan');
  expect(mine.json()).toEqual({ data: [league] });
});

test('[FP-05] a league needs a name of 1–60 characters (422 under name, en and nl) and a login', async () => {
  const empty = await call('POST', '/api/v2/football-pool/leagues', 'fan', { name: '   ' });
  expect(empty.statusCode).toBe(422);
  expect(empty.json()).toEqual({
    data: null,
    metaData: { message: 'Give the league a name.', errors: { name: ['Give the league a name.'] } },
  });
  const dutch = await call('POST', '/api/v2/football-pool/leagues', 'fan', {}, { language: 'nl' });
  expect(dutch.json()).toEqual({
    data: null,
    metaData: { message: 'Geef de competitie een naam.', errors: { name: ['Geef de competitie een naam.'] } },
  });
  const long = await call('POST', '/api/v2/football-pool/leagues', 'fan', { name: 'x'.repeat(61) });
  expect(long.statusCode).toBe(422);
  expect(long.json()).toEqual({
    data: null,
    metaData: {
      message: 'The name must not be longer than 60 characters.',
      errors: { name: ['The name must not be longer than 60 characters.'] },
    },
  });
  const guest = await call('POST', '/api/v2/football-pool/leagues', undefined, { name: 'Guests' });
  expect(guest.statusCode).toBe(401);
  expect(guest.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
});

test('[FP-05][SEO-01] look a code up (guests too), join (twice changes nothing), see the members; unknown codes', async () => {
  const league = await createLeague('fan', 'Join me');
  const shown = await call('GET', `/api/v2/football-pool/leagues/code/${league.code.toLowerCase()}`, 'TerraceTalk');
  expect(shown.statusCode).toBe(200);
  expect(shown.json()).toEqual({ data: { ...league, is_owner: false, is_member: false } });
  // SEO-01: a guest sees the invite too (the page is rendered as a guest), as nobody's member.
  const toGuest = await call('GET', `/api/v2/football-pool/leagues/code/${league.code}`);
  expect(toGuest.statusCode).toBe(200);
  expect(toGuest.json()).toEqual({ data: { ...league, is_owner: false, is_member: false } });
  expect((await call('GET', '/api/v2/football-pool/leagues/code/ZZZZZZZZ')).statusCode).toBe(404);
  const unknownLookup = await call('GET', '/api/v2/football-pool/leagues/code/ZZZZZZZZ', 'TerraceTalk');
  expect(unknownLookup.statusCode).toBe(404);
  expect(unknownLookup.json()).toEqual({ data: null, metaData: { message: 'No league has this code.' } });

  const joined = await call('POST', '/api/v2/football-pool/leagues/join', 'TerraceTalk', { code: league.code });
  expect(joined.statusCode).toBe(200);
  expect(joined.json()).toEqual({ data: { ...league, members_count: 2, is_owner: false, is_member: true } });
  const again = await call('POST', '/api/v2/football-pool/leagues/join', 'TerraceTalk', { code: league.code });
  expect(again.statusCode).toBe(200);
  expect(again.json<{ data: League }>().data.members_count).toBe(2);
  const unknown = await call('POST', '/api/v2/football-pool/leagues/join', 'TerraceTalk', { code: 'ZZZZZZZZ' });
  expect(unknown.statusCode).toBe(422);
  expect(unknown.json()).toEqual({
    data: null,
    metaData: { message: 'No league has this code.', errors: { code: ['No league has this code.'] } },
  });

  const detail = await call('GET', `/api/v2/football-pool/leagues/${league.id}`, 'TerraceTalk');
  expect(detail.statusCode).toBe(200);
  expect(detail.json()).toEqual({
    data: {
      ...league,
      members_count: 2,
      is_owner: false,
      is_member: true,
      members: [
        { user_id: ids['fan'], username: 'fan', image: null },
        { user_id: ids['TerraceTalk'], username: 'TerraceTalk', image: null },
      ],
    },
  });
  const outsider = await call('GET', `/api/v2/football-pool/leagues/${league.id}`, 'ParkTheBus');
  expect(outsider.statusCode).toBe(403);
  expect(outsider.json()).toEqual({ data: null, metaData: { message: 'Only members of this league can see it.' } });
});

test("[FP-05] a league's ranking: only its members, for its members", async () => {
  const league = await createLeague('ParkTheBus', 'Ranked');
  await call('POST', '/api/v2/football-pool/leagues/join', 'OffsideTrap', { code: league.code });
  const week = '2026-11-16';
  await app.db.insert(predictionScores).values([
    { tenantId: 'tribune', board: 'W', period: week, userId: ids['fan'] ?? 0, points: 500, correct: 9, played: 9 },
    {
      tenantId: 'tribune',
      board: 'W',
      period: week,
      userId: ids['ParkTheBus'] ?? 0,
      points: 40,
      correct: 2,
      played: 3,
    },
    {
      tenantId: 'tribune',
      board: 'W',
      period: week,
      userId: ids['OffsideTrap'] ?? 0,
      points: 40,
      correct: 3,
      played: 3,
    },
  ]);
  const response = await call('GET', `/api/v2/ranking?filter=week&value=${week}&league=${league.id}`, 'ParkTheBus');
  expect(response.statusCode).toBe(200);
  const data = response.json<{
    data: { ranking: { rank: number; username: string }[]; user_rank: { rank: number } | null; pages: number };
  }>().data;
  expect(data.ranking.map((r) => [r.rank, r.username])).toEqual([
    [1, 'OffsideTrap'],
    [1, 'ParkTheBus'],
  ]);
  expect(data.user_rank?.rank).toBe(1);
  expect(data.pages).toBe(1);
  const outsider = await call('GET', `/api/v2/ranking?league=${league.id}`, 'fan');
  expect(outsider.statusCode).toBe(403);
  expect(outsider.json()).toEqual({ data: null, metaData: { message: 'Only members of this league can see it.' } });
  const guest = await call('GET', `/api/v2/ranking?league=${league.id}`);
  expect(guest.statusCode).toBe(401);
  const unknown = await call('GET', '/api/v2/ranking?league=99999999', 'fan');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ data: null, metaData: { message: 'This league does not exist.' } });
});

test('[FP-05] leave, remove, delete: members leave, the owner removes anyone and deletes; the owner cannot leave', async () => {
  const league = await createLeague('fan', 'Short-lived');
  for (const login of ['TerraceTalk', 'ParkTheBus'])
    await call('POST', '/api/v2/football-pool/leagues/join', login, { code: league.code });
  const members = `/api/v2/football-pool/leagues/${league.id}/members`;

  const notOwner = await call('DELETE', `${members}/${ids['ParkTheBus']}`, 'TerraceTalk');
  expect(notOwner.statusCode).toBe(403);
  expect(notOwner.json()).toEqual({ data: null, metaData: { message: 'Only the owner of this league can do this.' } });

  const left = await call('DELETE', `${members}/${ids['TerraceTalk']}`, 'TerraceTalk');
  expect(left.statusCode).toBe(200);
  expect(left.json<{ data: League }>().data).toMatchObject({ members_count: 2, is_member: false, is_owner: false });
  expect((await call('GET', `/api/v2/football-pool/leagues/${league.id}`, 'TerraceTalk')).statusCode).toBe(403);

  const ownerLeaves = await call('DELETE', `${members}/${ids['fan']}`, 'fan');
  expect(ownerLeaves.statusCode).toBe(422);
  expect(ownerLeaves.json()).toEqual({
    data: null,
    metaData: {
      message: 'The owner cannot leave their own league; delete it instead.',
      errors: { user_id: ['The owner cannot leave their own league; delete it instead.'] },
    },
  });

  const removed = await call('DELETE', `${members}/${ids['ParkTheBus']}`, 'fan');
  expect(removed.statusCode).toBe(200);
  expect(removed.json<{ data: League }>().data).toMatchObject({ members_count: 1, is_member: true, is_owner: true });
  const notMember = await call('DELETE', `${members}/${ids['ParkTheBus']}`, 'fan');
  expect(notMember.statusCode).toBe(404);
  expect(notMember.json()).toEqual({ data: null, metaData: { message: 'This person is not a member of the league.' } });

  const deleteByOther = await call('DELETE', `/api/v2/football-pool/leagues/${league.id}`, 'ParkTheBus');
  expect(deleteByOther.statusCode).toBe(403);
  expect(deleteByOther.json()).toEqual({
    data: null,
    metaData: { message: 'Only the owner of this league can do this.' },
  });
  const deleted = await call('DELETE', `/api/v2/football-pool/leagues/${league.id}`, 'fan');
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ data: { id: league.id, deleted: true } });
  const gone = await call('GET', `/api/v2/football-pool/leagues/${league.id}`, 'fan');
  expect(gone.statusCode).toBe(404);
  expect(gone.json()).toEqual({ data: null, metaData: { message: 'This league does not exist.' } });
});

test("[PLT-01] a league belongs to its tenant: another tenant's id or code is unknown", async () => {
  const league = await createLeague('fan', 'English only');
  const byId = await call('GET', `/api/v2/football-pool/leagues/${league.id}`, 'dutch', undefined, {
    tenant: 'tribune-nl',
  });
  expect(byId.statusCode).toBe(404);
  const byCode = await call(
    'POST',
    '/api/v2/football-pool/leagues/join',
    'dutch',
    { code: league.code },
    { tenant: 'tribune-nl', language: 'nl' },
  );
  expect(byCode.statusCode).toBe(422);
  expect(byCode.json()).toEqual({
    data: null,
    metaData: { message: 'Geen competitie heeft deze code.', errors: { code: ['Geen competitie heeft deze code.'] } },
  });
  const dutchLeagues = await call('GET', '/api/v2/football-pool/leagues', 'dutch', undefined, { tenant: 'tribune-nl' });
  expect(dutchLeagues.json()).toEqual({ data: [] });
});
