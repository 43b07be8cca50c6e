import { and, asc, desc, eq, gt, isNotNull, lte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { articles } from '../../../../src/modules/content/schema';
import { fixtures, teams } from '../../../../src/modules/matchcenter/schema';
import { apiRequest, buildTestApp } from '../../../helper';

/**
 * MC-12: the match page's preview read, GET /ajax/matchcenter/fixture/{id}/preview, on the demo data:
 * both clubs' colours, table positions and form, their last meetings, the probable line-ups before
 * kick-off and the tenant's own preview article.
 */

jest.setTimeout(240_000);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demo: true, env: { PUBLIC_ANSWER_CACHE_SECONDS: '0' } });
}, 240_000);
afterAll(async () => {
  await app.close();
});

interface PreviewResult {
  fixtureId: number;
  result: 'W' | 'D' | 'L';
  date: string;
  home: boolean;
  opponent: string;
  opponentId: number;
  score: string;
}
interface PreviewSide {
  teamId: number;
  name: string;
  colours: { primary: string; secondary: string };
  standing: { position: number; played: number; points: number } | null;
  form: PreviewResult[];
}
interface ProbableSide {
  teamId: number;
  formation: string | null;
  starting: { playerId: number; positionCode: string }[];
  bench: { playerId: number }[];
}
interface Preview {
  fixtureId: number;
  home: PreviewSide;
  away: PreviewSide;
  meetings: { fixtureId: number; date: string; homeTeamId: number; awayTeamId: number; score: string }[];
  probableLineups: { home: ProbableSide; away: ProbableSide } | null;
  article: { id: number; title: string; url: string } | null;
}

async function getPreview(id: number, tenant = 'tribune'): Promise<Preview> {
  const response = await apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/fixture/${id}/preview`, tenant });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Preview }>().data;
}

/**
 * A match still to play with an English preview article linked to it: the demo's, or, on a day when the
 * demo's previews are all of matches already played (a Sunday afternoon, before next week's previews
 * are out), the newest English article linked here to the next Eredivisie match.
 */
async function upcomingWithArticle(): Promise<{ fixtureId: number; articleId: number }> {
  const [row] = await app.db
    .select({ fixtureId: fixtures.id, articleId: articles.id })
    .from(articles)
    .innerJoin(fixtures, eq(fixtures.id, articles.fixtureId))
    .where(
      and(
        eq(articles.tenantId, 'tribune'),
        isNotNull(articles.fixtureId),
        eq(fixtures.status, 'scheduled'),
        gt(fixtures.kickoffAt, new Date()),
        lte(articles.publishedAt, new Date()),
      ),
    )
    .orderBy(asc(fixtures.kickoffAt), desc(articles.publishedAt), desc(articles.id))
    .limit(1);
  if (row) return row;
  const [next] = await app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(
      and(
        eq(fixtures.leagueId, 72),
        eq(fixtures.status, 'scheduled'),
        gt(fixtures.kickoffAt, new Date(Date.now() + 60 * 60 * 1000)),
      ),
    )
    .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
    .limit(1);
  const [newest] = await app.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, 'tribune'), lte(articles.publishedAt, new Date()), ne(articles.kind, 'bio')))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(1);
  if (!next || !newest) throw new Error('the demo has no match to come or no English article');
  await app.db.update(articles).set({ fixtureId: next.id }).where(eq(articles.id, newest.id));
  return { fixtureId: next.id, articleId: newest.id };
}

test('[MC-12] before kick-off: both clubs with colours, table position and form, probable line-ups and the preview article', async () => {
  const { fixtureId, articleId } = await upcomingWithArticle();
  const response = await apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/fixture/${fixtureId}/preview` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=0');
  const preview = response.json<{ data: Preview }>().data;
  const [fixture] = await app.db.select().from(fixtures).where(eq(fixtures.id, fixtureId));
  if (!fixture) throw new Error('no fixture');

  expect(preview.fixtureId).toBe(fixtureId);
  expect(preview.home.teamId).toBe(fixture.homeTeamId);
  expect(preview.away.teamId).toBe(fixture.awayTeamId);
  const [homeTeam] = await app.db.select().from(teams).where(eq(teams.id, fixture.homeTeamId));
  expect(preview.home.colours).toEqual({ primary: homeTeam?.primaryColor, secondary: homeTeam?.secondaryColor });

  for (const side of [preview.home, preview.away]) {
    expect(side.standing?.position).toBeGreaterThanOrEqual(1);
    expect(side.standing?.position).toBeLessThanOrEqual(18);
    expect(side.form.length).toBeGreaterThan(0);
    expect(side.form.length).toBeLessThanOrEqual(5);
    // Oldest first, all before this match, each a real result of the club.
    const dates = side.form.map((f) => Date.parse(f.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    for (const result of side.form) {
      expect(Date.parse(result.date)).toBeLessThan(fixture.kickoffAt.getTime());
      const [h, a] = result.score.split('-').map(Number);
      const [own, other] = result.home ? [h ?? 0, a ?? 0] : [a ?? 0, h ?? 0];
      expect(result.result).toBe(own > other ? 'W' : own === other ? 'D' : 'L');
    }
  }
  expect(preview.home.standing?.position).not.toBe(preview.away.standing?.position);

  const lineups = preview.probableLineups;
  if (!lineups) throw new Error('no probable line-ups');
  for (const side of [lineups.home, lineups.away]) {
    expect(side.starting).toHaveLength(11);
    expect(side.starting.filter((p) => p.positionCode === 'GK')).toHaveLength(1);
    expect(side.formation).toMatch(/^\d(-\d)+$/);
  }
  expect(lineups.home.teamId).toBe(fixture.homeTeamId);

  expect(preview.article?.id).toBe(articleId);
  expect(preview.article?.url).toMatch(new RegExp(`^/article/${articleId}/[a-z0-9-]+$`));
});

test('[MC-12] the last meetings of the two clubs, newest first, are their finished matches against each other', async () => {
  // A match whose clubs met before in a finished match (the first half of the season's mirror).
  const all = await app.db
    .select({
      id: fixtures.id,
      home: fixtures.homeTeamId,
      away: fixtures.awayTeamId,
      status: fixtures.status,
      kickoffAt: fixtures.kickoffAt,
    })
    .from(fixtures)
    .orderBy(asc(fixtures.kickoffAt));
  const pair = (f: { home: number; away: number }) => [f.home, f.away].sort((a, b) => a - b).join('-');
  const target = all.find((later) =>
    all.some(
      (earlier) =>
        earlier.status === 'finished' && earlier.kickoffAt < later.kickoffAt && pair(earlier) === pair(later),
    ),
  );
  if (!target) throw new Error('no two clubs met twice in the demo season');
  const preview = await getPreview(target.id);
  expect(preview.meetings.length).toBeGreaterThan(0);
  for (const meeting of preview.meetings) {
    expect([meeting.homeTeamId, meeting.awayTeamId].sort()).toEqual([target.home, target.away].sort());
    expect(Date.parse(meeting.date)).toBeLessThan(target.kickoffAt.getTime());
    expect(meeting.score).toMatch(/^\d+-\d+$/);
  }
  const dates = preview.meetings.map((m) => Date.parse(m.date));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  // Once the match started, its line-ups are the real ones (the fixture's), not a guess.
  const [played] = await app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(eq(fixtures.status, 'finished'))
    .limit(1);
  expect((await getPreview(played?.id ?? 0)).probableLineups).toBeNull();
});

test("[MC-12] the preview article is the tenant's own: another tenant's article about the match never shows", async () => {
  const { fixtureId, articleId } = await upcomingWithArticle();
  // The Dutch tenant has no article about this match: none shows there.
  expect((await getPreview(fixtureId, 'tribune-nl')).article).toBeNull();

  // A Dutch article linked to the match shows for the Dutch tenant only.
  const [dutch] = await app.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, 'tribune-nl'), lte(articles.publishedAt, new Date())))
    .orderBy(desc(articles.publishedAt))
    .limit(1);
  if (!dutch) throw new Error('no Dutch article');
  await app.db.update(articles).set({ fixtureId }).where(eq(articles.id, dutch.id));
  try {
    expect((await getPreview(fixtureId, 'tribune-nl')).article?.id).toBe(dutch.id);
    expect((await getPreview(fixtureId, 'tribune')).article?.id).toBe(articleId);
  } finally {
    await app.db.update(articles).set({ fixtureId: null }).where(eq(articles.id, dutch.id));
  }
});

test('[MC-12] an unknown fixture is a 404 and a malformed id a 400, in the one error shape', async () => {
  const unknown = await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/fixture/999999/preview' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ data: null, metaData: { message: expect.any(String) } });
  for (const id of ['abc', '0', '-3', '99999999999']) {
    const response = await apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/fixture/${id}/preview` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: null, metaData: { message: expect.any(String) } });
  }
});
