import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { articles } from '../../../src/modules/content/schema';
import { fixtures, teams } from '../../../src/modules/matchcenter/schema';
import type { FixtureDetailRecord } from '../../../src/modules/matchcenter/fixture-detail/fixture-detail-repository';
import { teamCard } from '../../../src/modules/share-images/drawing/cards';
import { readFontMetrics } from '../../../src/modules/share-images/drawing/font-metrics';
import { assetFileOf } from '../../../src/modules/share-images/drawing/pictures';
import { createRasterizer } from '../../../src/modules/share-images/drawing/rasterize';
import { createShareImageCache } from '../../../src/modules/share-images/drawing/share-image-cache';
import { matchCentre, standingLabel } from '../../../src/modules/share-images/drawing/share-image-drawer';
import { apiRequest, body, buildTestApp } from '../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The size a PNG declares in its IHDR chunk, which must come first, right after the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(pngSignature);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function expectShareCard(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
}

async function firstArticleId(tenant: string): Promise<number> {
  const response = await apiRequest(app, {
    method: 'GET',
    url: '/api/v2/article/scopes/lat/get/1?page_size=1',
    tenant,
  });
  const id = response.json<{ data: { id: number }[] }>().data[0]?.id;
  if (id === undefined) throw new Error(`no article for ${tenant}`);
  return id;
}

async function fixtureIdWithStatus(status: 'finished' | 'scheduled'): Promise<number> {
  const [row] = await app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(eq(fixtures.status, status))
    .orderBy(asc(fixtures.id))
    .limit(1);
  if (row === undefined) throw new Error(`no ${status} fixture in the demo`);
  return row.id;
}

/** The demo's clubs by id: the first for the plain card, another for the one whose name a test changes. */
async function teamIds(): Promise<number[]> {
  const rows = await app.db.select({ id: teams.id }).from(teams).orderBy(asc(teams.id)).limit(2);
  if (rows.length < 2) throw new Error('too few clubs in the demo');
  return rows.map((row) => row.id);
}

/** Hostile strings from the shared corpus: markup, quotes and entities a club's name must be drawn as text. */
const xssCorpus = readFileSync(path.join(__dirname, '../../../../../shared/data/xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

test('[CLB-05] an article’s share image is a 1200×630 PNG, cached publicly and revalidated by its ETag', async () => {
  const id = await firstArticleId('tribune');
  const response = await apiRequest(app, { method: 'GET', url: `/share-image/article/${id}.png` });
  expectShareCard(response);
  expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
  expect(response.headers['vary']).toContain('X-Tenant-Id');
  // Sites a link is shared to show the card from our origin.
  expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  const etag = response.headers['etag'];
  expect(typeof etag).toBe('string');

  const again = await apiRequest(app, {
    method: 'GET',
    url: `/share-image/article/${id}.png`,
    headers: { 'if-none-match': String(etag) },
  });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload).toHaveLength(0);
});

test('[CLB-05] the share image is found by the Host a crawler sends, like the page it belongs to', async () => {
  const id = await firstArticleId('tribune');
  const response = await app.inject({
    method: 'GET',
    url: `/share-image/article/${id}.png`,
    headers: { host: 'localhost:8080' },
  });
  expectShareCard(response);
});

test('[CLB-05] an edited article gets a new card; a picture on another site is never fetched, the headline is drawn instead', async () => {
  const id = await firstArticleId('tribune');
  const before = await apiRequest(app, { method: 'GET', url: `/share-image/article/${id}.png` });
  expectShareCard(before);
  await app.db
    .update(articles)
    .set({ image: 'https://images.example.invalid/photo.jpg', updatedAt: new Date() })
    .where(eq(articles.id, id));
  // What the editors' API does after a write: the public answers kept for a few seconds are dropped.
  app.tenantContentChanged('tribune');
  const after = await apiRequest(app, { method: 'GET', url: `/share-image/article/${id}.png` });
  expectShareCard(after);
  expect(after.headers['etag']).not.toBe(before.headers['etag']);
});

test('[CLB-05] a match’s share image is a 1200×630 PNG, for a result and for a match still to be played', async () => {
  for (const status of ['finished', 'scheduled'] as const) {
    const id = await fixtureIdWithStatus(status);
    const english = await apiRequest(app, { method: 'GET', url: `/share-image/match/${id}.png`, tenant: 'tribune' });
    expectShareCard(english);
    expect(english.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    // Each tenant's card is its own: its colours, its name, its language.
    const dutch = await apiRequest(app, { method: 'GET', url: `/share-image/match/${id}.png`, tenant: 'tribune-nl' });
    expectShareCard(dutch);
    expect(dutch.rawPayload.equals(english.rawPayload)).toBe(false);
  }
});

test('[CLB-05] the match card speaks the tenant’s language: the result in Dutch, the kick-off in English', () => {
  const fixture: FixtureDetailRecord = {
    id: 1,
    leagueId: 1,
    round: 1,
    status: 'finished',
    minute: null,
    homeScore: 2,
    awayScore: 1,
    kickoffAt: new Date('2026-03-14T19:00:00Z'),
    home: { id: 1, name: 'PSV', shortName: 'PSV', logoPath: '/assets/clubs/psv.svg' },
    away: { id: 2, name: 'Ajax', shortName: 'AJA', logoPath: '/assets/clubs/ajax.svg' },
    league: { id: 1, slug: 'eredivisie', name: 'Eredivisie' },
    venue: { name: 'Philips Stadion', city: 'Eindhoven' },
  };
  expect(matchCentre(fixture, 'nl')).toEqual({ kind: 'score', home: 2, away: 1, label: 'Afgelopen' });
  expect(matchCentre({ ...fixture, status: 'scheduled', homeScore: null, awayScore: null }, 'en')).toEqual({
    kind: 'kick-off',
    date: 'Saturday 14 March',
    time: '20:00',
    label: 'Kick-off',
  });
});

test('[CLB-05] every other page shares the tenant’s own default card', async () => {
  const english = await apiRequest(app, { method: 'GET', url: '/share-image/site.png', tenant: 'tribune' });
  expectShareCard(english);
  const dutch = await apiRequest(app, { method: 'GET', url: '/share-image/site.png', tenant: 'tribune-nl' });
  expectShareCard(dutch);
  expect(dutch.rawPayload.equals(english.rawPayload)).toBe(false);
});

test('[CLB-05] an unknown article or match, and another tenant’s article, are a 404 in the error shape', async () => {
  const notFound = { data: null, metaData: { message: 'The requested resource was not found.' } };
  const theirs = await firstArticleId('tribune-nl');
  for (const url of ['/share-image/article/2147483647.png', '/share-image/match/2147483647.png']) {
    const response = await apiRequest(app, { method: 'GET', url, tenant: 'tribune' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual(notFound);
    expect(response.headers['cache-control']).toBe('no-store');
  }
  const crossTenant = await apiRequest(app, {
    method: 'GET',
    url: `/share-image/article/${theirs}.png`,
    tenant: 'tribune',
  });
  expect(crossTenant.statusCode).toBe(404);
  expect(body(crossTenant)).toEqual(notFound);
  // It is there for its own tenant.
  expectShareCard(
    await apiRequest(app, { method: 'GET', url: `/share-image/article/${theirs}.png`, tenant: 'tribune-nl' }),
  );
});

test('[CLB-05] a malformed id is a 400 and an unknown tenant a 404, both in the error shape', async () => {
  const malformed = await apiRequest(app, { method: 'GET', url: '/share-image/article/abc.png' });
  expect(malformed.statusCode).toBe(400);
  expect(body(malformed)).toMatchObject({ data: null, metaData: { message: expect.any(String) } });
  const unknownTenant = await apiRequest(app, { method: 'GET', url: '/share-image/site.png', tenant: 'nobody' });
  expect(unknownTenant.statusCode).toBe(404);
  expect(body(unknownTenant)).toEqual({ data: null, metaData: { message: 'Unknown tenant.' } });
});

test('[CLB-05] only files under the assets folder are read for a card, whatever the path says', () => {
  const assets = '/srv/api/assets';
  expect(assetFileOf(assets, '/assets/images/pitch.svg')).toBe('/srv/api/assets/images/pitch.svg');
  expect(assetFileOf(assets, '/assets/../src/config.ts')).toBeUndefined();
  expect(assetFileOf(assets, '/assets/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
  expect(assetFileOf(assets, '/assets/images%5c..%5c..%5csecret')).toBeUndefined();
  expect(assetFileOf(assets, 'https://example.org/assets/x.png')).toBeUndefined();
  expect(assetFileOf(assets, '/media/avatars/1/2')).toBeUndefined();
});

test('[CLB-05] the drawing cache is bounded by count and bytes, drops the least recently used, and draws a key once at a time', async () => {
  const cache = createShareImageCache({ maxEntries: 2, maxBytes: 10 });
  let draws = 0;
  const draw = (size: number) => async () => {
    draws += 1;
    return Buffer.alloc(size);
  };
  const [first, second] = await Promise.all([cache.get('a', draw(4)), cache.get('a', draw(4))]);
  expect(first).toBe(second);
  expect(draws).toBe(1);
  await cache.get('b', draw(4));
  await cache.get('a', draw(4)); // a is now the most recently used
  await cache.get('c', draw(4)); // over two entries: b goes
  expect(cache.stats()).toEqual({ entries: 2, bytes: 8 });
  await cache.get('a', draw(4));
  expect(draws).toBe(3);
  await cache.get('d', draw(8)); // over ten bytes: everything older goes
  expect(cache.stats()).toEqual({ entries: 1, bytes: 8 });
  await cache.get('huge', draw(11)); // larger than the budget: served, not kept
  expect(cache.stats()).toEqual({ entries: 1, bytes: 8 });
});

test('[CLB-05] a club’s share image is a 1200×630 PNG in each tenant’s colours and language, cached publicly', async () => {
  const [id] = await teamIds();
  const english = await apiRequest(app, { method: 'GET', url: `/share-image/team/${id}.png`, tenant: 'tribune' });
  expectShareCard(english);
  expect(english.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
  expect(english.headers['vary']).toContain('X-Tenant-Id');
  expect(english.headers['cross-origin-resource-policy']).toBe('cross-origin');
  const dutch = await apiRequest(app, { method: 'GET', url: `/share-image/team/${id}.png`, tenant: 'tribune-nl' });
  expectShareCard(dutch);
  expect(dutch.rawPayload.equals(english.rawPayload)).toBe(false);
});

test('[CLB-05] the club card’s place in the table speaks the tenant’s language: "3rd · 28 pts", "3e · 28 ptn"', () => {
  expect(standingLabel({ position: 3, points: 28 }, 'en')).toBe('3rd · 28 pts');
  expect(standingLabel({ position: 3, points: 28 }, 'nl')).toBe('3e · 28 ptn');
  expect(standingLabel({ position: 1, points: 1 }, 'en')).toBe('1st · 1 pt');
  expect(standingLabel({ position: 1, points: 1 }, 'nl')).toBe('1e · 1 pt');
  expect(
    [2, 4, 11, 12, 13, 21, 22].map((position) => standingLabel({ position, points: 0 }, 'en').split(' ')[0]),
  ).toEqual(['2nd', '4th', '11th', '12th', '13th', '21st', '22nd']);
});

test('[CLB-05] an unknown club is a 404 in the error shape, in the request’s language; a slug or junk id a 400', async () => {
  const url = '/share-image/team/2147483647.png';
  const english = await apiRequest(app, { method: 'GET', url, tenant: 'tribune' });
  expect(english.statusCode).toBe(404);
  expect(body(english)).toEqual({ data: null, metaData: { message: 'The requested resource was not found.' } });
  expect(english.headers['cache-control']).toBe('no-store');
  const dutch = await apiRequest(app, { method: 'GET', url, tenant: 'tribune-nl', language: 'nl' });
  expect(dutch.statusCode).toBe(404);
  expect(body(dutch)).toEqual({ data: null, metaData: { message: 'De gevraagde gegevens zijn niet gevonden.' } });
  for (const malformed of ['/share-image/team/ajax.png', '/share-image/team/0x10.png']) {
    const response = await apiRequest(app, { method: 'GET', url: malformed });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ data: null, metaData: { message: expect.any(String) } });
  }
});

test('[CLB-05] a club named with markup, or at great length, is drawn as text on a card that still draws', async () => {
  const [, id] = await teamIds();
  const [original] = await app.db
    .select({ name: teams.name })
    .from(teams)
    .where(eq(teams.id, Number(id)));
  const hostile = [...xssCorpus.slice(0, 3), 'Koninklijke Voetbalvereniging '.repeat(8)];
  try {
    let previous: string | undefined;
    for (const name of hostile) {
      await app.db
        .update(teams)
        .set({ name })
        .where(eq(teams.id, Number(id)));
      app.tenantContentChanged('tribune');
      const response = await apiRequest(app, { method: 'GET', url: `/share-image/team/${id}.png`, tenant: 'tribune' });
      expectShareCard(response);
      // Each name draws its own card: the name reached the drawing, escaped rather than dropped.
      expect(response.headers['etag']).not.toBe(previous);
      previous = String(response.headers['etag']);
    }
  } finally {
    await app.db
      .update(teams)
      .set({ name: original?.name ?? '' })
      .where(eq(teams.id, Number(id)));
  }
});

test('[CLB-05] the club card’s SVG escapes every text and cuts a name too long for its column', async () => {
  const assetsDir = app.config.assetsDir;
  const metrics = readFontMetrics(path.join(assetsDir, 'fonts', 'DejaVuSans-Bold.ttf'));
  const brand = { name: 'Tribune', primary: '#1b3a5c', accent: '#f2c230', markHref: 'data:image/svg+xml;base64,' };
  for (const name of xssCorpus) {
    const svg = teamCard(metrics, { league: name, team: { name, crest: undefined }, standing: name, brand });
    // Only the card's own elements, and no handler attribute on them: nothing from the name opens a tag.
    const elements = new Set([...svg.matchAll(/<(\w+)/g)].map((match) => match[1]));
    expect([...elements].sort()).toEqual(['circle', 'image', 'rect', 'svg', 'text']);
    expect(svg).not.toMatch(/<[^>]*\son\w+=/i);
  }
  const long = teamCard(metrics, {
    league: 'Eredivisie',
    team: { name: 'Koninklijke Voetbalvereniging '.repeat(8), crest: undefined },
    standing: '3rd · 28 pts',
    brand,
  });
  expect(long).toMatch(/Koninklijke[^<]*…<\/text>/);
  expect(long).toContain('>3rd · 28 pts</text>');
  expect(pngSize(await createRasterizer(assetsDir).toPng(long))).toEqual({ width: 1200, height: 630 });
});
