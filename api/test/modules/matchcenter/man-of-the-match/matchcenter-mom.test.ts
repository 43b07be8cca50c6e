import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { momBallots, momVotes } from '../../../../src/modules/matchcenter/man-of-the-match/schema';
import { fixtures, matchEvents, matchSimulations, teams } from '../../../../src/modules/matchcenter/schema';
import { matchPlanSchema, type MatchPlan } from '../../../../src/modules/matchcenter/simulator/match-plan';
import { apiRequest, body, buildTestApp, loginToken } from '../../../helper';

/**
 * MC-05 / MC-06: man-of-the-match voting and results through the API, on a fresh PGlite with the demo
 * season, with real logged-in demo fans of both tenants. Matches are made live with the simulator's
 * own operator commands, as `npm run match` would.
 */

jest.setTimeout(60_000);

let app: FastifyInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  for (const login of ['TerraceTalk', 'TikiTakaTom', 'ParkTheBus', 'OffsideTrap']) {
    tokens[login] = await loginToken(app, { login });
  }
  tokens['OranjeLeeuw'] = await loginToken(app, { login: 'OranjeLeeuw', tenant: 'tribune-nl' });
}, 60_000);

afterAll(async () => {
  await app.close();
});

interface PlayerResult {
  player_id: number;
  player_name: string;
  team_id: number;
  votes: number;
  average_grade: number | null;
}

interface Votes {
  fixture_id: number;
  match_key: string;
  status: string;
  home_team: { id: number; name: string; slug: string };
  away_team: { id: number; name: string; slug: string };
  voting: { state: 'upcoming' | 'open' | 'closed'; opens_at: string; closes_at: string | null };
  lineup_source: 'lineup' | 'derived' | 'squad';
  votes: PlayerResult[];
  top_players: PlayerResult[];
  man_of_the_match: PlayerResult | null;
  average_grade: number | null;
  voters_count: number;
  has_user_voted: boolean;
  user_team_id: number | null;
  user_votes: { player_id: number; grade: number }[];
}

function token(login: string): string {
  const value = tokens[login];
  if (value === undefined) throw new Error(`no token for ${login}`);
  return value;
}

async function results(fixtureId: number, options: { token?: string; tenant?: string } = {}): Promise<Votes> {
  const response = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/matchcenter/fixture/${fixtureId}/votes?tenant_id=${options.tenant ?? 'tribune'}&c=${Date.now()}`,
    ...options,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Votes }>().data;
}

function vote(
  fixture: { id: number; team: string | number; matchKey?: string },
  votes: unknown,
  options: { token?: string; tenant?: string; language?: 'en' | 'nl' } = {},
): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method: 'POST',
    url: `/api/v2/matchcenter/${fixture.team}/${fixture.matchKey ?? 'home-away'}/${fixture.id}/vote`,
    payload: { votes },
    ...options,
  });
}

/** The next scheduled fixture nobody has played yet. */
async function nextScheduledFixture(): Promise<number> {
  const [row] = await app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(and(eq(fixtures.status, 'scheduled'), gt(fixtures.kickoffAt, new Date())))
    .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
    .limit(1);
  if (!row) throw new Error('no scheduled fixture');
  return row.id;
}

async function planOf(fixtureId: number): Promise<MatchPlan> {
  const [row] = await app.db
    .select({ plan: matchSimulations.plan })
    .from(matchSimulations)
    .where(eq(matchSimulations.fixtureId, fixtureId));
  return matchPlanSchema.parse(row?.plan);
}

/** A match that kicked off now and is being played (at real speed, so nobody comes on in the test). */
async function liveMatch(): Promise<{ id: number; plan: MatchPlan; home: { id: number; slug: string } }> {
  const id = await nextScheduledFixture();
  await app.matchSimulator.start(id, 1);
  const plan = await planOf(id);
  const [home] = await app.db
    .select({ id: teams.id, slug: teams.slug })
    .from(teams)
    .where(eq(teams.id, plan.homeTeamId));
  if (!home) throw new Error('no home team');
  return { id, plan, home };
}

async function storedVotes(fixtureId: number) {
  const ballots = await app.db.select().from(momBallots).where(eq(momBallots.fixtureId, fixtureId));
  const grades = await app.db.select().from(momVotes).where(eq(momVotes.fixtureId, fixtureId));
  return { ballots: ballots.length, grades: grades.length };
}

test('[MC-05] a guest cannot vote: 401 in the error shape, whatever the body', async () => {
  const match = await liveMatch();
  const guest = await vote({ id: match.id, team: match.home.slug }, [{ key: 1, value: 9 }]);
  expect(guest.statusCode).toBe(401);
  expect(body(guest)).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  const guestView = await results(match.id);
  expect(guestView).toMatchObject({ has_user_voted: false, user_votes: [], user_team_id: null, voters_count: 0 });
});

test('[MC-05] a fan grades the players of a live match once; a second vote is refused and nothing changes', async () => {
  const match = await liveMatch();
  const [first, second, third] = match.plan.lineups.home.starting;
  if (first === undefined || second === undefined || third === undefined) throw new Error('no line-up');
  const before = await results(match.id, { token: token('TerraceTalk') });
  expect(before).toMatchObject({
    status: 'live',
    voting: { state: 'open', closes_at: null },
    lineup_source: 'lineup',
    has_user_voted: false,
  });
  expect(before.match_key).toBe(`${before.home_team.slug}-${before.away_team.slug}`);
  // The starting elevens, home side first; nobody has come on yet.
  expect(before.votes.map((p) => p.player_id)).toEqual([
    ...match.plan.lineups.home.starting,
    ...match.plan.lineups.away.starting,
  ]);

  const response = await vote(
    { id: match.id, team: match.home.slug, matchKey: before.match_key },
    [
      { key: first, value: 5 },
      { key: second, value: 3 },
      { key: third, value: 0 },
    ],
    { token: token('TerraceTalk') },
  );
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    data: {
      fixture_id: match.id,
      team_id: match.home.id,
      user_votes: [
        { player_id: first, grade: 5 },
        { player_id: second, grade: 3 },
      ].sort((a, b) => a.player_id - b.player_id),
    },
  });

  const mine = await results(match.id, { token: token('TerraceTalk') });
  expect(mine).toMatchObject({ has_user_voted: true, user_team_id: match.home.id, voters_count: 1 });
  expect(mine.user_votes).toEqual(
    expect.arrayContaining([
      { player_id: first, grade: 5 },
      { player_id: second, grade: 3 },
    ]),
  );

  // Also by team id, and also when the grades differ: one vote per fan per match.
  const again = await vote({ id: match.id, team: match.home.id }, [{ key: first, value: 1 }], {
    token: token('TerraceTalk'),
  });
  expect(again.statusCode).toBe(422);
  expect(body(again)).toEqual({
    data: null,
    metaData: {
      message: 'You have already voted for this match.',
      errors: { votes: ['You have already voted for this match.'] },
    },
  });
  expect(await storedVotes(match.id)).toEqual({ ballots: 1, grades: 2 });
  expect((await results(match.id)).votes.find((p) => p.player_id === first)?.average_grade).toBe(5);
});

test('[MC-05] all or nothing: a grade out of range and a player who did not play are named per field, in Dutch too', async () => {
  const match = await liveMatch();
  const [starter] = match.plan.lineups.home.starting;
  const [benched] = match.plan.lineups.home.bench;
  const [awayStarter] = match.plan.lineups.away.starting;
  if (starter === undefined || benched === undefined || awayStarter === undefined) throw new Error('no line-up');
  const teamName = (await results(match.id)).home_team.name;

  const response = await vote(
    { id: match.id, team: match.home.slug },
    [
      { key: starter, value: 6 },
      { key: benched, value: 4 },
      { key: awayStarter, value: 4 },
    ],
    { token: token('TikiTakaTom') },
  );
  // The range is checked first (a malformed body); nothing is stored.
  expect(response.statusCode).toBe(422);
  expect(body(response)).toMatchObject({
    data: null,
    metaData: { errors: { 'votes.0.value': ['The grade must be a whole number from 1 to 5 (0 for no rating).'] } },
  });

  const players = await vote(
    { id: match.id, team: match.home.slug },
    [
      { key: starter, value: 4 },
      { key: benched, value: 4 },
      { key: awayStarter, value: 4 },
      { key: starter, value: 2 },
    ],
    { token: token('TikiTakaTom') },
  );
  expect(players.statusCode).toBe(422);
  expect(body(players)).toEqual({
    data: null,
    metaData: {
      message: `This player did not play for ${teamName} in this match.`,
      errors: {
        'votes.1.key': [`This player did not play for ${teamName} in this match.`],
        'votes.2.key': [`This player did not play for ${teamName} in this match.`],
        'votes.3.key': ['This player is rated more than once.'],
      },
    },
  });

  const nothing = await vote({ id: match.id, team: match.home.slug }, [{ key: starter, value: 0 }], {
    token: token('TikiTakaTom'),
  });
  expect(nothing.statusCode).toBe(422);
  expect(body(nothing)).toMatchObject({ metaData: { errors: { votes: ['Rate at least one player.'] } } });

  const empty = await vote({ id: match.id, team: match.home.slug }, [], { token: token('TikiTakaTom') });
  expect(empty.statusCode).toBe(422);

  const dutch = await vote({ id: match.id, team: match.home.slug }, [{ key: starter, value: 7 }], {
    token: token('TikiTakaTom'),
    language: 'nl',
  });
  expect(body(dutch)).toMatchObject({
    metaData: { message: 'Het cijfer moet een heel getal van 1 tot en met 5 zijn (0 voor geen cijfer).' },
  });

  expect(await storedVotes(match.id)).toEqual({ ballots: 0, grades: 0 });
  // After all that the fan can still vote.
  const ok = await vote({ id: match.id, team: match.home.slug }, [{ key: starter, value: 4 }], {
    token: token('TikiTakaTom'),
  });
  expect(ok.statusCode).toBe(201);
});

test('[MC-05] the window: closed before kick-off, open until 24 hours after full time, then closed', async () => {
  const scheduled = await nextScheduledFixture();
  const upcoming = await results(scheduled);
  expect(upcoming.voting.state).toBe('upcoming');
  const early = await vote({ id: scheduled, team: upcoming.home_team.slug }, [{ key: 1, value: 3 }], {
    token: token('ParkTheBus'),
  });
  expect(early.statusCode).toBe(422);
  expect(body(early)).toMatchObject({ metaData: { errors: { votes: ['Voting opens at kick-off.'] } } });

  const match = await liveMatch();
  await app.matchSimulator.finish(match.id);
  const finished = await results(match.id, { token: token('ParkTheBus') });
  expect(finished.status).toBe('finished');
  expect(finished.voting.state).toBe('open');
  const closesAt = Date.parse(finished.voting.closes_at ?? '');
  expect(closesAt - Date.now()).toBeGreaterThan(23.9 * 3600_000);
  expect(closesAt - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

  // The final whistle a day and a minute ago: closed.
  await app.db
    .update(matchSimulations)
    .set({ finishedAt: new Date(Date.now() - 24 * 3600_000 - 60_000) })
    .where(eq(matchSimulations.fixtureId, match.id));
  const [starter] = match.plan.lineups.home.starting;
  const late = await vote({ id: match.id, team: match.home.slug }, [{ key: starter, value: 3 }], {
    token: token('ParkTheBus'),
  });
  expect(late.statusCode).toBe(422);
  expect(body(late)).toMatchObject({ metaData: { errors: { votes: ['Voting for this match has closed.'] } } });
  expect((await results(match.id, { token: token('ParkTheBus') })).voting.state).toBe('closed');

  // A seeded result of the first round: long closed; no line-ups were stored, so the starting elevens the
  // match page derives are what may be rated.
  const [old] = await app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(and(eq(fixtures.round, 1), eq(fixtures.status, 'finished')))
    .limit(1);
  if (!old) throw new Error('no played round');
  const oldResults = await results(old.id);
  expect(oldResults).toMatchObject({ voting: { state: 'closed' }, lineup_source: 'derived' });
  expect(oldResults.votes).toHaveLength(22);
  // Exactly the elevens the match page shows.
  const page = await apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/fixture/${old.id}` });
  const lineup = page.json<{
    data: {
      lineup: {
        derived: boolean;
        home: { starting: { playerId: number }[] };
        away: { starting: { playerId: number }[] };
      };
    };
  }>().data.lineup;
  expect(lineup.derived).toBe(true);
  expect(oldResults.votes.map((p) => p.player_id)).toEqual([
    ...lineup.home.starting.map((p) => p.playerId),
    ...lineup.away.starting.map((p) => p.playerId),
  ]);
});

test('[MC-06] results: votes, averages, voters, top 3 and the man of the match; tenants never see each other’s votes', async () => {
  const match = await liveMatch();
  const [a, b, c, d] = match.plan.lineups.home.starting;
  if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error('no line-up');
  const team = { id: match.id, team: match.home.slug };
  // The Dutch tenant's season list before the English grades (its own demo grades may fill it).
  const dutchTopOf = async (leagueId: number | undefined) =>
    (
      await apiRequest(app, {
        method: 'GET',
        url: `/ajax/matchcenter/top-mom?league=${leagueId}&limit=50`,
        tenant: 'tribune-nl',
      })
    ).json<{ data: { players: unknown[] } }>().data.players;
  const [leagueRow] = await app.db
    .select({ leagueId: fixtures.leagueId })
    .from(fixtures)
    .where(eq(fixtures.id, match.id));
  const dutchTopBefore = await dutchTopOf(leagueRow?.leagueId);
  const cast = async (login: string, grades: [number, number][], tenant = 'tribune') => {
    const response = await vote(
      team,
      grades.map(([key, value]) => ({ key, value })),
      { token: token(login), tenant },
    );
    expect(response.statusCode).toBe(201);
  };
  await cast('TerraceTalk', [
    [a, 5],
    [b, 4],
    [c, 3],
  ]);
  await cast('TikiTakaTom', [
    [a, 4],
    [b, 4],
  ]);
  await cast('ParkTheBus', [
    [a, 5],
    [b, 3],
    [d, 5],
  ]);
  // The Dutch tenant's fan gives other grades to the same match.
  await cast('OranjeLeeuw', [[c, 5]], 'tribune-nl');

  const english = await results(match.id);
  expect(english.voters_count).toBe(3);
  const of = (id: number) => english.votes.find((p) => p.player_id === id);
  expect(of(a)).toMatchObject({ votes: 3, average_grade: 4.67 });
  expect(of(b)).toMatchObject({ votes: 3, average_grade: 3.67 });
  expect(of(c)).toMatchObject({ votes: 1, average_grade: 3 });
  expect(of(d)).toMatchObject({ votes: 1, average_grade: 5 });
  // One fan's five stars (d) do not beat three fans' 4.67 (a): the ranking weighs the number of votes.
  expect(english.top_players.map((p) => p.player_id)).toEqual([a, d, b]);
  expect(english.man_of_the_match?.player_id).toBe(a);
  expect(english.average_grade).toBe(4.67);

  const dutch = await results(match.id, { tenant: 'tribune-nl', token: token('OranjeLeeuw') });
  expect(dutch.voters_count).toBe(1);
  expect(dutch.top_players.map((p) => p.player_id)).toEqual([c]);
  expect(dutch.votes.find((p) => p.player_id === a)?.votes).toBe(0);
  expect(dutch).toMatchObject({ has_user_voted: true, user_votes: [{ player_id: c, grade: 5 }] });
  // A token of one tenant is no user in the other.
  const crossed = await results(match.id, { token: token('TerraceTalk'), tenant: 'tribune-nl' });
  expect(crossed.has_user_voted).toBe(false);

  // Per fixture: the team's best player and average.
  const scores = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/matchcenter/${match.home.slug}/fixtures/mom-scores?tenant_id=tribune&fixtures=${match.id},999999`,
  });
  expect(scores.statusCode).toBe(200);
  expect(scores.json()).toEqual({
    data: [{ match_id: match.id, player_id: a, player_name: of(a)?.player_name, average_votes: 4.67, votes: 3 }],
  });
  const nlScores = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/matchcenter/${match.home.id}/fixtures/mom-scores?fixtures=${match.id}`,
    tenant: 'tribune-nl',
  });
  expect(nlScores.json<{ data: { player_id: number }[] }>().data.map((s) => s.player_id)).toEqual([c]);

  // Per player: over the given fixtures, and over the season by default.
  const perPlayer = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/matchcenter/${match.home.slug}/players/mom-scores?players=${b},${a}&fixtures=${match.id}`,
  });
  expect(perPlayer.json()).toEqual({
    data: [
      { player_id: b, average_votes: 3.67, votes: 3 },
      { player_id: a, average_votes: 4.67, votes: 3 },
    ],
  });
  const season = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/matchcenter/${match.home.slug}/players/mom-scores?players=${a}`,
  });
  expect(season.json<{ data: { player_id: number; votes: number }[] }>().data[0]).toMatchObject({ player_id: a });

  // The season's top list: only players with at least three grades, and per tenant.
  const [row] = await app.db.select({ leagueId: fixtures.leagueId }).from(fixtures).where(eq(fixtures.id, match.id));
  // The longest list: on a match day the demo's own graded matches may fill the default ten above player a.
  const top = await apiRequest(app, {
    method: 'GET',
    url: `/ajax/matchcenter/top-mom?league=${row?.leagueId}&limit=50`,
  });
  expect(top.statusCode).toBe(200);
  const topData = top.json<{ data: { min_votes: number; players: (PlayerResult & { team_name: string })[] } }>().data;
  expect(topData.min_votes).toBe(3);
  expect(topData.players.length).toBeGreaterThan(0);
  expect(topData.players.every((p) => p.votes >= 3)).toBe(true);
  expect(topData.players.map((p) => p.player_id)).toContain(a);
  // Player d has fewer than three grades in this match; the demo's graded matches may add more over the
  // season: listed exactly when the season's grades reach three.
  const seasonOfD = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/matchcenter/${match.home.slug}/players/mom-scores?players=${d}`,
  });
  const votesOfD = seasonOfD.json<{ data: { votes: number }[] }>().data[0]?.votes ?? 0;
  expect(topData.players.some((p) => p.player_id === d)).toBe(votesOfD >= 3);
  expect(topData.players.find((p) => p.player_id === a)?.team_name).toBe(english.home_team.name);
  // The English grades changed nothing of the Dutch tenant's list.
  expect(await dutchTopOf(row?.leagueId)).toEqual(dutchTopBefore);
});

test('[MC-05] [MC-06] unknown matches, teams and leagues are 404s; malformed ids 400s, in the error shape', async () => {
  const match = await liveMatch();
  const [starter] = match.plan.lineups.home.starting;
  const fan = { token: token('OffsideTrap') };
  const cases: [string, LightMyRequestResponse, number][] = [
    ['unknown fixture', await apiRequest(app, { method: 'GET', url: '/api/v2/matchcenter/fixture/999999/votes' }), 404],
    ['malformed fixture', await apiRequest(app, { method: 'GET', url: '/api/v2/matchcenter/fixture/abc/votes' }), 400],
    ['vote: unknown fixture', await vote({ id: 999999, team: match.home.slug }, [{ key: 1, value: 1 }], fan), 404],
    ['vote: unknown team', await vote({ id: match.id, team: 'no-such-club' }, [{ key: 1, value: 1 }], fan), 404],
    ['vote: malformed id', await vote({ id: 'x1' as unknown as number, team: 'ajax' }, [], fan), 400],
    ['vote: malformed key', await vote({ id: match.id, team: match.home.slug, matchKey: 'a%20b' }, [], fan), 400],
    [
      'fixtures mom-scores: unknown team',
      await apiRequest(app, { method: 'GET', url: '/api/v2/matchcenter/no-such-club/fixtures/mom-scores?fixtures=1' }),
      404,
    ],
    [
      'fixtures mom-scores: malformed list',
      await apiRequest(app, {
        method: 'GET',
        url: `/api/v2/matchcenter/${match.home.slug}/fixtures/mom-scores?fixtures=1,x`,
      }),
      400,
    ],
    [
      'fixtures mom-scores: no list',
      await apiRequest(app, { method: 'GET', url: `/api/v2/matchcenter/${match.home.slug}/fixtures/mom-scores` }),
      400,
    ],
    [
      'players mom-scores: malformed list',
      await apiRequest(app, {
        method: 'GET',
        url: `/api/v2/matchcenter/${match.home.slug}/players/mom-scores?players=-1`,
      }),
      400,
    ],
    [
      'top-mom: unknown league',
      await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/top-mom?league=nope' }),
      404,
    ],
    ['top-mom: bad limit', await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/top-mom?limit=0' }), 400],
  ];
  for (const [name, response, status] of cases) {
    expect({ name, status: response.statusCode }).toEqual({ name, status });
    expect(body(response)).toEqual({ data: null, metaData: expect.objectContaining({ message: expect.any(String) }) });
  }

  // A club that does not play in this match.
  const outsider = (await app.db.select({ id: teams.id, slug: teams.slug }).from(teams)).find(
    (t) => t.id !== match.plan.homeTeamId && t.id !== match.plan.awayTeamId,
  );
  if (!outsider) throw new Error('no other club');
  const notInMatch = await vote({ id: match.id, team: outsider.slug }, [{ key: starter, value: 3 }], fan);
  expect(notInMatch.statusCode).toBe(404);
  expect(body(notInMatch)).toEqual({ data: null, metaData: { message: 'This team does not play in this match.' } });
  expect(await storedVotes(match.id)).toEqual({ ballots: 0, grades: 0 });
});

test('[MC-05] after the match the substitutes who came on may be rated, an unused one may not', async () => {
  const match = await liveMatch();
  await app.matchSimulator.finish(match.id);
  const cameOn = await app.db
    .select({ playerId: matchEvents.playerId, side: matchEvents.side })
    .from(matchEvents)
    .where(and(eq(matchEvents.fixtureId, match.id), eq(matchEvents.type, 'substitution')));
  const homeSubs = cameOn.flatMap((e) => (e.side === 'home' && e.playerId !== null ? [e.playerId] : []));
  const unused = match.plan.lineups.home.bench.find((id) => !homeSubs.includes(id));
  const [sub] = homeSubs;
  if (sub === undefined || unused === undefined) throw new Error('the simulated match has no substitution');

  const finished = await results(match.id);
  expect(finished.lineup_source).toBe('lineup');
  expect(finished.votes.map((p) => p.player_id)).toEqual(
    expect.arrayContaining([...match.plan.lineups.home.starting, sub]),
  );
  expect(finished.votes.map((p) => p.player_id)).not.toContain(unused);

  const refused = await vote(
    { id: match.id, team: match.home.slug },
    [
      { key: sub, value: 4 },
      { key: unused, value: 4 },
    ],
    {
      token: token('OffsideTrap'),
    },
  );
  expect(refused.statusCode).toBe(422);
  expect(body(refused)).toMatchObject({
    metaData: { errors: { 'votes.1.key': [expect.stringContaining('did not play')] } },
  });
  expect(body(refused)).not.toMatchObject({ metaData: { errors: { 'votes.0.key': expect.anything() } } });
  const ok = await vote({ id: match.id, team: match.home.slug }, [{ key: sub, value: 4 }], {
    token: token('OffsideTrap'),
  });
  expect(ok.statusCode).toBe(201);
});

test('[MC-05] two votes sent at once (a double click): one is stored, the other refused, nothing half-written', async () => {
  const match = await liveMatch();
  const [a, b] = match.plan.lineups.home.starting;
  if (a === undefined || b === undefined) throw new Error('no line-up');
  const [first, second] = await Promise.all([
    vote(
      { id: match.id, team: match.home.slug },
      [
        { key: a, value: 5 },
        { key: b, value: 4 },
      ],
      { token: token('TerraceTalk') },
    ),
    vote({ id: match.id, team: match.home.slug }, [{ key: a, value: 1 }], { token: token('TerraceTalk') }),
  ]);
  expect([first.statusCode, second.statusCode].sort()).toEqual([201, 422]);
  const stored = await storedVotes(match.id);
  expect(stored.ballots).toBe(1);
  expect(stored.grades).toBe(first.statusCode === 201 ? 2 : 1);
});

test('[MC-05] [MC-06] malformed input never gives a 5xx: every refusal is a 4xx in the error shape', async () => {
  const match = await liveMatch();
  const fan = token('OffsideTrap');
  const path = `/api/v2/matchcenter/${match.home.slug}/key/${match.id}/vote`;
  const bodies: unknown[] = [
    null,
    'votes',
    [],
    {},
    { votes: 'all' },
    { votes: [null] },
    { votes: [{ key: '12', value: 3 }] },
    { votes: [{ key: 12, value: 2.5 }] },
    { votes: [{ key: 12, value: -1 }] },
    { votes: [{ key: 2 ** 40, value: 3 }] },
    { votes: [{ key: 12 }] },
    { votes: Array.from({ length: 500 }, (_, i) => ({ key: i + 1, value: 1 })) },
    { votes: [{ key: 12, value: 3, __proto__: { x: 1 } }], toString: 1 },
  ];
  for (const payload of bodies) {
    const response = await apiRequest(app, {
      method: 'POST',
      url: path,
      token: fan,
      ...(payload === null ? {} : { payload: JSON.stringify(payload) }),
      headers: { 'content-type': 'application/json' },
    });
    const refused = response.statusCode >= 400 && response.statusCode < 500;
    expect({ payload, refused }).toEqual({ payload, refused: true });
    expect(body(response)).toEqual({ data: null, metaData: expect.objectContaining({ message: expect.any(String) }) });
  }
  const urls = [
    `/api/v2/matchcenter/fixture/${2 ** 40}/votes`,
    '/api/v2/matchcenter/fixture/-1/votes',
    `/api/v2/matchcenter/fixture/${match.id}/votes?c=${'x'.repeat(100)}`,
    `/api/v2/matchcenter/${'a'.repeat(200)}/fixtures/mom-scores?fixtures=1`,
    `/api/v2/matchcenter/ajax/fixtures/mom-scores?fixtures=${Array.from({ length: 60 }, (_, i) => i + 1).join(',')}`,
    '/api/v2/matchcenter/ajax/fixtures/mom-scores?fixtures=9999999999',
    '/api/v2/matchcenter/ajax/players/mom-scores?players=,',
    '/api/v2/matchcenter/%00/players/mom-scores',
    '/ajax/matchcenter/top-mom?league=%27;drop',
    '/ajax/matchcenter/top-mom?limit=abc',
  ];
  for (const url of urls) {
    const response = await apiRequest(app, { method: 'GET', url });
    expect({ url, status: response.statusCode < 500 && response.statusCode >= 400 }).toEqual({ url, status: true });
    expect(body(response)['data']).toBeNull();
  }
  expect(await storedVotes(match.id)).toEqual({ ballots: 0, grades: 0 });
});
