import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createPasswordHasher } from '../../../../src/lib/password';
import { seedDemoAccounts } from '../../../../src/modules/accounts/demo-accounts';
import { seedDemoFormations } from '../../../../src/modules/matchcenter/formations/demo-formations';
import { userFormationPlayers, userFormations } from '../../../../src/modules/matchcenter/formations/schema';
import { leagues, teams } from '../../../../src/modules/matchcenter/schema';
import { apiRequest, body, buildTestApp, demoPassword, loginToken } from '../../../helper';

/**
 * MC-10 (the line-up widget) and ACC-11 (`has_formation` in the login answer): fans' line-ups through
 * the API on a fresh PGlite with the demo league, with real logged-in demo fans of both tenants. The
 * demo seed's line-ups are checked first and then removed, so the other tests count from zero.
 */

jest.setTimeout(60_000);

let app: FastifyInstance;
const tokens: Record<string, string> = {};

const enFans = ['fan', 'TerraceTalk', 'TikiTakaTom', 'ParkTheBus', 'OffsideTrap', 'LateWinner90'];
const nlFans = ['OranjeLeeuw', 'KuipKoning'];

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  for (const login of enFans) tokens[login] = await loginToken(app, { login });
  for (const login of nlFans) tokens[login] = await loginToken(app, { login, tenant: 'tribune-nl' });
}, 60_000);

afterAll(async () => {
  await app.close();
});

function token(login: string): string {
  const value = tokens[login];
  if (value === undefined) throw new Error(`no token for ${login}`);
  return value;
}

function tenantOf(login: string): string {
  return nlFans.includes(login) ? 'tribune-nl' : 'tribune';
}

type Position = 'GK' | 'DEF' | 'MF' | 'ST';

interface SquadPlayer {
  id: number;
  commonName: string;
  positionCode: Position;
  shirtNumber: number | null;
}

interface Club {
  id: number;
  slug: string;
  name: string;
  squad: Record<Position, SquadPlayer[]>;
}

interface MyFormation {
  id: number;
  team_id: number;
  formation: string;
  players: { id: number; name: string; position: Position; slot: number }[];
  updated_at: string;
}

interface Figures {
  team_id: number | null;
  total: number;
  formations: { formation: string; count: number; percentage: number }[];
  available: string[];
  mine: MyFormation | null;
}

interface TopPlayers {
  team_id: number | null;
  total: number;
  players: {
    id: number;
    name: string;
    position: Position;
    shirtNumber: number | null;
    count: number;
    percentage: number;
  }[];
}

const allFormations = ['4_3_3', '4_4_2', '4_2_3_1', '3_5_2', '3_4_3', '5_3_2', '4_1_4_1', '5_4_1'];

/** A club of the demo league (by its place in id order) with its squad as the team page reads it. */
async function club(index: number): Promise<Club> {
  const rows = await app.db
    .select({ id: teams.id, slug: teams.slug, name: teams.name })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(leagues.slug, 'eredivisie'))
    .orderBy(teams.id);
  const row = rows[index];
  if (row === undefined) throw new Error(`no club ${index}`);
  const response = await apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/team/${row.id}/squad` });
  const groups = response.json<{ data: { groups: { position: Position; players: SquadPlayer[] }[] } }>().data.groups;
  const squad: Record<Position, SquadPlayer[]> = { GK: [], DEF: [], MF: [], ST: [] };
  for (const group of groups) squad[group.position] = group.players;
  return { ...row, squad };
}

/** An eleven for `lines` (defenders, midfielders, forwards), skipping the first `offset` of each group. */
function eleven(team: Club, lines: [number, number, number], offset = 0): SquadPlayer[] {
  const take = (position: Position, count: number) => {
    const picked = team.squad[position].slice(offset, offset + count);
    if (picked.length !== count) throw new Error(`not enough ${position}`);
    return picked;
  };
  return [...take('GK', 1), ...take('DEF', lines[0]), ...take('MF', lines[1]), ...take('ST', lines[2])];
}

function save(
  payload: object,
  options: { token?: string; tenant?: string; language?: 'en' | 'nl' } = {},
): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'POST', url: '/api/v2/user-formations', payload, ...options });
}

async function saveAs(login: string, team: Club, formation: string, players: SquadPlayer[]): Promise<MyFormation> {
  const response = await save(
    { team_id: team.id, formation, players: players.map((p) => p.id) },
    { token: token(login), tenant: tenantOf(login) },
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { formation: MyFormation } }>().data.formation;
}

async function figures(team: string | number, options: { token?: string; tenant?: string; query?: string } = {}) {
  const { query, ...rest } = options;
  const response = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/user-formations?team=${team}${query ?? ''}`,
    ...rest,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Figures }>().data;
}

async function topPlayers(team: string | number, options: { tenant?: string; query?: string } = {}) {
  const response = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/user/formation/top-players?team=${team}${options.query ?? ''}`,
    tenant: options.tenant,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: TopPlayers }>().data;
}

async function storedRows() {
  const formations = await app.db.select().from(userFormations);
  const players = await app.db.select().from(userFormationPlayers);
  return { formations, players };
}

async function clearLineups(): Promise<void> {
  await app.db.delete(userFormations);
}

function login(name: string, tenant = 'tribune') {
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    tenant,
    payload: { login: name, password: demoPassword },
  });
}

async function currentFormationId(name: string, tenant = 'tribune'): Promise<unknown> {
  const response = await login(name, tenant);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { meta: { key: string; value: { current_formation_id: unknown } }[] } }>().data.meta;
}

/** The tenant's line-ups without their generated ids: who, which club, formation, when, the eleven. */
async function lineupsOf(tenantId: string) {
  const { formations, players } = await storedRows();
  return formations
    .filter((f) => f.tenantId === tenantId)
    .map((f) => ({
      userId: f.userId,
      teamId: f.teamId,
      formation: f.formation,
      updatedAt: f.updatedAt.toISOString(),
      players: players
        .filter((p) => p.formationId === f.id)
        .sort((a, b) => a.slot - b.slot)
        .map((p) => p.playerId),
    }))
    .sort((a, b) => a.userId - b.userId || a.teamId - b.teamId);
}

test('[MC-10] the demo seed gives the demo fans line-ups for the league’s clubs, in both tenants: valid, idempotent, deterministic', async () => {
  const team = await club(0);
  for (const tenant of ['tribune', 'tribune-nl']) {
    const seeded = await figures(team.id, { tenant });
    expect(seeded.total).toBeGreaterThan(0);
    expect(seeded.formations.reduce((sum, f) => sum + f.count, 0)).toBe(seeded.total);
    const top = await topPlayers(team.slug, { tenant });
    expect(top.total).toBe(seeded.total);
    expect(top.players).toHaveLength(11);
  }
  // Every seeded line-up is a goalkeeper and ten outfield players of that club in its formation's lines.
  const { formations, players } = await storedRows();
  const squads = new Map<number, Club>();
  for (let index = 0; index < 18; index++) {
    const each = await club(index);
    squads.set(each.id, each);
  }
  expect(formations.length).toBeGreaterThan(100);
  for (const formation of formations) {
    const lines = formation.formation.split('_').map(Number);
    const [def = 0, ...rest] = lines;
    const fwd = rest.pop() ?? 0;
    const mid = rest.reduce((sum, n) => sum + n, 0);
    expect(allFormations).toContain(formation.formation);
    const squad = squads.get(formation.teamId);
    if (squad === undefined) throw new Error('a line-up for a club outside the league');
    const positionOf = new Map(
      (['GK', 'DEF', 'MF', 'ST'] as const).flatMap((position) => squad.squad[position].map((p) => [p.id, position])),
    );
    const its = players.filter((p) => p.formationId === formation.id).sort((a, b) => a.slot - b.slot);
    expect(its.map((p) => p.slot)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(its.every((p) => p.tenantId === formation.tenantId)).toBe(true);
    expect(its.map((p) => positionOf.get(p.playerId))).toEqual([
      'GK',
      ...Array<string>(def).fill('DEF'),
      ...Array<string>(mid).fill('MF'),
      ...Array<string>(fwd).fill('ST'),
    ]);
  }

  // Seeding again changes nothing; seeding an empty tenant again gives the very same line-ups.
  const accounts = await seedDemoAccounts(app.db, { id: 'tribune', language: 'en' }, createPasswordHasher(10));
  const [league] = await app.db
    .select({ id: leagues.id, generatedAt: leagues.generatedAt })
    .from(leagues)
    .where(eq(leagues.slug, 'eredivisie'));
  if (league?.generatedAt == null) throw new Error('no demo league');
  const options = { tenantId: 'tribune', userIds: accounts.all, leagueId: league.id, now: league.generatedAt };
  const seeded = await lineupsOf('tribune');
  await seedDemoFormations(app.db, options);
  expect(await lineupsOf('tribune')).toEqual(seeded);
  await app.db.delete(userFormations).where(eq(userFormations.tenantId, 'tribune'));
  await seedDemoFormations(app.db, options);
  expect(await lineupsOf('tribune')).toEqual(seeded);

  await clearLineups();
  expect((await storedRows()).players).toEqual([]);
});

test('[MC-10] a guest cannot save a line-up: 401 in the error shape before anything about the body', async () => {
  const team = await club(0);
  for (const payload of [{ team_id: team.id, formation: '4_3_3', players: [] }, { nonsense: true }]) {
    const response = await save(payload);
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  }
  const guestView = await figures(team.id);
  expect(guestView).toEqual({ team_id: team.id, total: 0, formations: [], available: allFormations, mine: null });
});

test('[MC-10] a fan saves a line-up: 201 with the eleven in slot order; the club’s figures and the fan’s own line-up follow', async () => {
  await clearLineups();
  const team = await club(0);
  const players = eleven(team, [4, 3, 3]);
  const response = await save(
    { team_id: team.id, formation: '4_3_3', players: players.map((p) => p.id) },
    { token: token('TerraceTalk') },
  );
  expect(response.statusCode).toBe(201);
  const saved = response.json<{ data: { formation: MyFormation } }>().data.formation;
  expect(saved).toEqual({
    id: expect.any(Number),
    team_id: team.id,
    formation: '4_3_3',
    players: players.map((p, slot) => ({ id: p.id, name: p.commonName, position: p.positionCode, slot })),
    updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  });
  expect(saved.players.map((p) => p.position)).toEqual([
    'GK',
    'DEF',
    'DEF',
    'DEF',
    'DEF',
    'MF',
    'MF',
    'MF',
    'ST',
    'ST',
    'ST',
  ]);

  const mine = await figures(team.slug, { token: token('TerraceTalk') });
  expect(mine).toEqual({
    team_id: team.id,
    total: 1,
    formations: [{ formation: '4_3_3', count: 1, percentage: 100 }],
    available: allFormations,
    mine: saved,
  });
  // Someone else sees the figures, not the line-up.
  const other = await figures(team.id, { token: token('TikiTakaTom') });
  expect(other).toMatchObject({ total: 1, mine: null });
  // It carries the caller's own line-up: never kept by a shared cache.
  const raw = await apiRequest(app, { method: 'GET', url: `/api/v2/user-formations?team=${team.id}` });
  expect(raw.headers['cache-control']).toBe('private, no-store');
});

test('[MC-10] a new save replaces the fan’s line-up for that club (same id, new formation and players); other clubs keep theirs', async () => {
  await clearLineups();
  const team = await club(1);
  const otherClub = await club(2);
  const first = await saveAs('TikiTakaTom', team, '4_3_3', eleven(team, [4, 3, 3]));
  const elsewhere = await saveAs('TikiTakaTom', otherClub, '4_4_2', eleven(otherClub, [4, 4, 2]));
  const replacement = eleven(team, [3, 5, 2], 1);
  const second = await saveAs('TikiTakaTom', team, '3_5_2', replacement);
  expect(second.id).toBe(first.id);
  expect(second.formation).toBe('3_5_2');
  expect(second.players.map((p) => p.id)).toEqual(replacement.map((p) => p.id));
  expect(new Date(second.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(first.updated_at).getTime());

  const view = await figures(team.id, { token: token('TikiTakaTom') });
  expect(view).toMatchObject({
    total: 1,
    formations: [{ formation: '3_5_2', count: 1, percentage: 100 }],
    mine: second,
  });
  expect((await figures(otherClub.id, { token: token('TikiTakaTom') })).mine).toEqual(elsewhere);
  const { formations, players } = await storedRows();
  expect(formations).toHaveLength(2);
  expect(players.filter((p) => p.formationId === first.id).map((p) => p.playerId)).toEqual(
    expect.arrayContaining(replacement.map((p) => p.id)),
  );
  expect(players).toHaveLength(22);
});

test('[MC-10] figures: formations most chosen first, ties by name, whole percentages, limit; top players by picks, ties by name', async () => {
  await clearLineups();
  const team = await club(3);
  const base = eleven(team, [4, 3, 3]);
  await saveAs('fan', team, '4_3_3', base);
  await saveAs('TerraceTalk', team, '4_3_3', base);
  await saveAs('TikiTakaTom', team, '4_4_2', eleven(team, [4, 4, 2]));
  await saveAs('ParkTheBus', team, '3_4_3', eleven(team, [3, 4, 3], 1));
  // Another club's line-up is not counted here.
  const otherClub = await club(4);
  await saveAs('OffsideTrap', otherClub, '5_4_1', eleven(otherClub, [5, 4, 1]));

  const view = await figures(team.id);
  expect(view.total).toBe(4);
  expect(view.formations).toEqual([
    { formation: '4_3_3', count: 2, percentage: 50 },
    { formation: '3_4_3', count: 1, percentage: 25 },
    { formation: '4_4_2', count: 1, percentage: 25 },
  ]);
  expect((await figures(team.slug, { query: '&limit=2' })).formations.map((f) => f.formation)).toEqual([
    '4_3_3',
    '3_4_3',
  ]);
  expect((await figures(team.slug, { query: '&limit=1' })).total).toBe(4);

  const top = await topPlayers(team.id, { query: '&limit=50' });
  expect(top.team_id).toBe(team.id);
  expect(top.total).toBe(4);
  const picks = new Map<number, number>();
  for (const lineup of [base, base, eleven(team, [4, 4, 2]), eleven(team, [3, 4, 3], 1)]) {
    for (const player of lineup) picks.set(player.id, (picks.get(player.id) ?? 0) + 1);
  }
  expect(new Map(top.players.map((p) => [p.id, p.count]))).toEqual(picks);
  for (const player of top.players) expect(player.percentage).toBe(Math.round((player.count * 100) / 4));
  // The first goalkeeper is in the first three line-ups.
  const [keeper] = team.squad.GK;
  if (keeper === undefined) throw new Error('no keeper');
  expect(top.players.find((p) => p.id === keeper.id)).toEqual({
    id: keeper.id,
    name: keeper.commonName,
    position: 'GK',
    shirtNumber: keeper.shirtNumber,
    count: 3,
    percentage: 75,
  });
  // Most chosen first, ties by name.
  // (The database's collation orders the names; any of them puts "A." before "B.".)
  for (let i = 1; i < top.players.length; i++) {
    const [before, after] = [top.players[i - 1], top.players[i]];
    if (before === undefined || after === undefined) continue;
    expect(before.count).toBeGreaterThanOrEqual(after.count);
    if (before.count === after.count) {
      expect(
        before.name.localeCompare(after.name, 'en', { sensitivity: 'base' }) <= 0 || before.name < after.name,
      ).toBe(true);
    }
  }
  expect((await topPlayers(team.slug)).players).toHaveLength(11);
  expect((await topPlayers(team.slug, { query: '&limit=3' })).players).toHaveLength(3);
  const empty = await topPlayers((await club(5)).id);
  expect(empty).toEqual({ team_id: (await club(5)).id, total: 0, players: [] });
});

test('[MC-10] tenants never see each other’s line-ups: tenant A’s are not counted in tenant B', async () => {
  await clearLineups();
  const team = await club(6);
  await saveAs('TerraceTalk', team, '4_3_3', eleven(team, [4, 3, 3]));
  await saveAs('TikiTakaTom', team, '4_3_3', eleven(team, [4, 3, 3]));
  const dutch = await saveAs('OranjeLeeuw', team, '5_3_2', eleven(team, [5, 3, 2]));

  const en = await figures(team.id, { tenant: 'tribune' });
  expect(en).toMatchObject({ total: 2, formations: [{ formation: '4_3_3', count: 2, percentage: 100 }] });
  const nl = await figures(team.id, { tenant: 'tribune-nl', token: token('OranjeLeeuw') });
  expect(nl).toMatchObject({ total: 1, formations: [{ formation: '5_3_2', count: 1, percentage: 100 }], mine: dutch });
  expect((await topPlayers(team.id, { tenant: 'tribune-nl' })).players.every((p) => p.count === 1)).toBe(true);
  expect((await topPlayers(team.id, { tenant: 'tribune' })).total).toBe(2);
  // A token of one tenant is no login on the other.
  const crossed = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/user-formations?team=${team.id}`,
    tenant: 'tribune',
    token: token('OranjeLeeuw'),
  });
  expect(crossed.statusCode).toBe(200);
  expect(crossed.json<{ data: Figures }>().data.mine).toBeNull();
});

test('[MC-10] without a club, as the spec lists the calls, both answer the tenant’s figures over every club', async () => {
  await clearLineups();
  const six = await club(6);
  const five = await club(5);
  await saveAs('TerraceTalk', six, '4_3_3', eleven(six, [4, 3, 3]));
  const latest = await saveAs('TerraceTalk', five, '4_4_2', eleven(five, [4, 4, 2]));
  await saveAs('TikiTakaTom', six, '4_3_3', eleven(six, [4, 3, 3]));
  await saveAs('OranjeLeeuw', six, '5_3_2', eleven(six, [5, 3, 2]));

  const response = await apiRequest(app, {
    method: 'GET',
    url: '/api/v2/user-formations',
    token: token('TerraceTalk'),
  });
  expect(response.statusCode).toBe(200);
  expect(response.json<{ data: Figures }>().data).toMatchObject({
    team_id: null,
    total: 3,
    formations: [
      { formation: '4_3_3', count: 2, percentage: 67 },
      { formation: '4_4_2', count: 1, percentage: 33 },
    ],
    // The caller's latest line-up, whichever club.
    mine: { id: latest.id, team_id: five.id },
  });
  const top = await apiRequest(app, { method: 'GET', url: '/api/v2/user/formation/top-players?limit=50' });
  expect(top.statusCode).toBe(200);
  const data = top.json<{ data: TopPlayers }>().data;
  expect(data).toMatchObject({ team_id: null, total: 3 });
  // The other tenant's line-up (OranjeLeeuw) counts nowhere here.
  expect(Math.max(...data.players.map((player) => player.count))).toBe(2);
});

test('[MC-10] refused saves are 422s per field in English and Dutch, and nothing is half-written', async () => {
  await clearLineups();
  const team = await club(7);
  const otherClub = await club(8);
  const kept = await saveAs('OffsideTrap', team, '4_3_3', eleven(team, [4, 3, 3]));
  const before = await storedRows();
  const fan = { token: token('OffsideTrap') };
  const valid = eleven(team, [4, 4, 2]).map((p) => p.id);
  const stranger = otherClub.squad.ST[0];
  if (stranger === undefined) throw new Error('no forward');

  const expectRefusal = async (
    payload: object,
    errors: Record<string, string[]>,
    options: { token?: string; tenant?: string; language?: 'en' | 'nl' } = fan,
  ) => {
    const response = await save(payload, options);
    expect({ payload, status: response.statusCode }).toEqual({ payload, status: 422 });
    expect(body(response)).toEqual({
      data: null,
      metaData: { message: Object.values(errors)[0]?.[0], errors },
    });
  };

  await expectRefusal(
    { team_id: 999_999, formation: '4_4_2', players: valid },
    { team_id: ['There is no club with this id.'] },
  );
  await expectRefusal(
    { team_id: team.id, formation: '4_5_1', players: valid },
    {
      formation: ['Pick one of the formations on offer (4-3-3, 4-4-2, 4-2-3-1, 3-5-2, 3-4-3, 5-3-2, 4-1-4-1, 5-4-1).'],
    },
  );
  await expectRefusal(
    { team_id: team.id, formation: '4_4_2', players: valid.slice(0, 10) },
    { players: ['A line-up has exactly 11 players.'] },
  );
  await expectRefusal(
    { team_id: team.id, formation: '4_4_2', players: [...valid, valid[1]] },
    { players: ['A line-up has exactly 11 players.'] },
  );
  const duplicate = [...valid];
  duplicate[2] = valid[1] ?? 0;
  await expectRefusal(
    { team_id: team.id, formation: '4_4_2', players: duplicate },
    { players: [`Player ${valid[1]} is in the line-up more than once.`] },
  );
  const foreign = [...valid];
  foreign[10] = stranger.id;
  await expectRefusal(
    { team_id: team.id, formation: '4_4_2', players: foreign },
    { players: [`Player ${stranger.id} is not in the squad of ${team.name}.`] },
  );
  // The right players in the wrong lines: a 4-3-3 eleven sent as a 4-4-2, and a forward in goal.
  await expectRefusal(
    { team_id: team.id, formation: '4_4_2', players: eleven(team, [4, 3, 3]).map((p) => p.id) },
    { players: ['A 4-4-2 needs 1 goalkeeper, 4 defenders, 4 midfielders and 2 forwards, in that order.'] },
  );
  const swapped = [...valid];
  [swapped[0], swapped[10]] = [valid[10] ?? 0, valid[0] ?? 0];
  await expectRefusal(
    { team_id: team.id, formation: '4_4_2', players: swapped },
    { players: ['A 4-4-2 needs 1 goalkeeper, 4 defenders, 4 midfielders and 2 forwards, in that order.'] },
  );
  await expectRefusal(
    { team_id: team.id, formation: '5_4_1', players: valid },
    { players: ['A 5-4-1 needs 1 goalkeeper, 5 defenders, 4 midfielders and 1 forward, in that order.'] },
  );
  // Dutch.
  await expectRefusal(
    { team_id: team.id, formation: '5_4_1', players: valid },
    { players: ['Een 5-4-1 heeft 1 keeper, 5 verdedigers, 4 middenvelders en 1 aanvaller nodig, in die volgorde.'] },
    { token: token('OranjeLeeuw'), tenant: 'tribune-nl', language: 'nl' },
  );
  await expectRefusal(
    { team_id: team.id, formation: '4_4_2', players: foreign },
    { players: [`Speler ${stranger.id} zit niet in de selectie van ${team.name}.`] },
    { token: token('OranjeLeeuw'), tenant: 'tribune-nl', language: 'nl' },
  );
  await expectRefusal(
    { team_id: 999_999, formation: '4_4_2', players: valid },
    { team_id: ['Er is geen club met dit id.'] },
    { token: token('OranjeLeeuw'), tenant: 'tribune-nl', language: 'nl' },
  );

  // The refused saves left the stored line-up as it was.
  expect(await storedRows()).toEqual(before);
  expect((await figures(team.id, fan)).mine).toEqual(kept);
});

test('[MC-10] two saves at once (a double click) leave one whole line-up, never a mix of both', async () => {
  await clearLineups();
  const team = await club(11);
  const a = eleven(team, [4, 3, 3]);
  const b = eleven(team, [5, 3, 2], 1);
  const [first, second] = await Promise.all([
    save({ team_id: team.id, formation: '4_3_3', players: a.map((p) => p.id) }, { token: token('LateWinner90') }),
    save({ team_id: team.id, formation: '5_3_2', players: b.map((p) => p.id) }, { token: token('LateWinner90') }),
  ]);
  expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  const { formations, players } = await storedRows();
  expect(formations).toHaveLength(1);
  const [stored] = formations;
  const storedEleven = players.sort((x, y) => x.slot - y.slot).map((p) => p.playerId);
  expect(storedEleven).toEqual((stored?.formation === '4_3_3' ? a : b).map((p) => p.id));
  const mine = (await figures(team.id, { token: token('LateWinner90') })).mine;
  expect(mine?.players.map((p) => p.id)).toEqual(storedEleven);
});

test('[MC-10] malformed input never gives a 5xx; unknown clubs are 404s and malformed queries 400s, in the error shape', async () => {
  const team = await club(0);
  const fan = token('LateWinner90');
  const before = await storedRows();
  const bodies = [
    '',
    'null',
    '[]',
    '"x"',
    '{}',
    '{"team_id": "1", "formation": "4_3_3", "players": []}',
    '{"team_id": 1, "formation": 433, "players": [1,2,3,4,5,6,7,8,9,10,11]}',
    '{"team_id": 1, "formation": "4_3_3", "players": "1,2,3"}',
    '{"team_id": 1, "formation": "4_3_3", "players": [1.5,2,3,4,5,6,7,8,9,10,11]}',
    `{"team_id": 1, "formation": "4_3_3", "players": [${Array.from({ length: 5000 }, (_, i) => i + 1).join(',')}]}`,
    '{"team_id": 1e309, "formation": "4_3_3", "players": []}',
    '{"team_id": 1, "formation": "__proto__", "players": [null]}',
    '{"team_id": ',
  ];
  for (const payload of bodies) {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/user-formations',
      token: fan,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect({ payload: payload.slice(0, 80), client: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({
      payload: payload.slice(0, 80),
      client: true,
    });
    expect(body(response)).toEqual({ data: null, metaData: expect.objectContaining({ message: expect.any(String) }) });
  }
  const invalidJson = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/user-formations',
    token: fan,
    payload: '{"team_id": ',
    headers: { 'content-type': 'application/json' },
  });
  expect(invalidJson.statusCode).toBe(400);

  const cases: [string, number][] = [
    ['/api/v2/user-formations?team=no-such-club', 404],
    ['/api/v2/user-formations?team=999999', 404],
    ['/api/v2/user-formations?team=', 400],
    ['/api/v2/user-formations?team=A%20B', 400],
    [`/api/v2/user-formations?team=${team.id}&limit=0`, 400],
    [`/api/v2/user-formations?team=${team.id}&limit=10000`, 400],
    [`/api/v2/user-formations?team=${team.id}&limit=abc`, 400],
    ['/api/v2/user/formation/top-players?team=no-such-club', 404],
    ['/api/v2/user/formation/top-players?team=999999', 404],
    [`/api/v2/user/formation/top-players?team=${team.id}&limit=51`, 400],
    [`/api/v2/user/formation/top-players?team=${team.id}&limit=0`, 400],
    [`/api/v2/user/formation/top-players?team=${'a'.repeat(200)}`, 400],
    ['/api/v2/user/formation/top-players?team=%00', 400],
  ];
  for (const [url, status] of cases) {
    const response = await apiRequest(app, { method: 'GET', url });
    expect({ url, status: response.statusCode }).toEqual({ url, status });
    expect(body(response)).toEqual({ data: null, metaData: expect.objectContaining({ message: expect.any(String) }) });
  }
  const unknown = await apiRequest(app, { method: 'GET', url: '/api/v2/user-formations?team=no-such-club' });
  expect(body(unknown)).toEqual({ data: null, metaData: { message: 'Unknown club.' } });
  const unknownNl = await apiRequest(app, {
    method: 'GET',
    url: '/api/v2/user/formation/top-players?team=999999',
    language: 'nl',
  });
  expect(body(unknownNl)).toEqual({ data: null, metaData: { message: 'Onbekende club.' } });
  expect(await storedRows()).toEqual(before);
});

test('[MC-10] the top players are a public answer; the figures with a token are private', async () => {
  const team = await club(0);
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/user/formation/top-players?team=${team.id}` });
  expect(response.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=60');
  const mine = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/user-formations?team=${team.id}`,
    token: token('fan'),
  });
  expect(mine.headers['cache-control']).toBe('private, no-store');
});

test('[ACC-11] the login answer names the fan’s latest saved line-up in that tenant, or null', async () => {
  await clearLineups();
  expect(await currentFormationId('ParkTheBus')).toEqual([
    { key: 'has_formation', value: { current_formation_id: null } },
  ]);
  const first = await club(9);
  const second = await club(10);
  const older = await saveAs('ParkTheBus', first, '4_3_3', eleven(first, [4, 3, 3]));
  expect(await currentFormationId('ParkTheBus')).toEqual([
    { key: 'has_formation', value: { current_formation_id: older.id } },
  ]);
  const newer = await saveAs('ParkTheBus', second, '4_4_2', eleven(second, [4, 4, 2]));
  expect(newer.id).not.toBe(older.id);
  expect(await currentFormationId('ParkTheBus')).toEqual([
    { key: 'has_formation', value: { current_formation_id: newer.id } },
  ]);
  // Saving the first club again makes that one the latest (same id: the line-up was replaced).
  const again = await saveAs('ParkTheBus', first, '5_3_2', eleven(first, [5, 3, 2]));
  expect(again.id).toBe(older.id);
  expect(await currentFormationId('ParkTheBus')).toEqual([
    { key: 'has_formation', value: { current_formation_id: older.id } },
  ]);
  // Another fan, and the other tenant, have none.
  expect(await currentFormationId('OffsideTrap')).toEqual([
    { key: 'has_formation', value: { current_formation_id: null } },
  ]);
  expect(await currentFormationId('KuipKoning', 'tribune-nl')).toEqual([
    { key: 'has_formation', value: { current_formation_id: null } },
  ]);
});

test('[MC-10] saves are rate limited like votes: past the limit a 429 in the error shape', async () => {
  const team = await club(0);
  let limited: LightMyRequestResponse | undefined;
  for (let i = 0; i < 80 && limited === undefined; i++) {
    const response = await save(
      { team_id: team.id, formation: 'x', players: [] },
      { token: token('KuipKoning'), tenant: 'tribune-nl' },
    );
    if (response.statusCode === 429) limited = response;
    else expect(response.statusCode).toBe(422);
  }
  if (limited === undefined) throw new Error('never rate limited');
  expect(body(limited)).toEqual({
    data: null,
    metaData: { message: 'Too many attempts. Please wait a minute and try again.' },
  });
});
