import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SaxesParser } from 'saxes';
import { articles } from '../../../src/modules/content/schema';
import { body, buildTestApp, hosts } from '../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  // Off: these tests change the database directly (public-answer-store.test.ts tests the store).
  app = await buildTestApp({ demo: true, env: { PUBLIC_ANSWER_CACHE_SECONDS: '0' } });
}, 60_000);

afterAll(async () => {
  await app.close();
});

/** An element of a parsed XML document: qualified name, attributes, text and children. */
interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** Parses with saxes (a strict, namespace-aware XML 1.0 parser): anything not well-formed throws. */
function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlNode = { name: '#document', attributes: {}, text: '', children: [] };
  const open: XmlNode[] = [root];
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, attribute] of Object.entries(tag.attributes)) attributes[name] = attribute.value;
    const node: XmlNode = { name: tag.name, attributes, text: '', children: [] };
    open.at(-1)?.children.push(node);
    open.push(node);
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current !== undefined) current.text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.write(xml).close();
  if (failure !== undefined) throw failure;
  const [document] = root.children;
  if (document === undefined) throw new Error('no root element');
  return document;
}

function child(node: XmlNode, name: string): XmlNode {
  const found = node.children.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`<${node.name}> has no <${name}>`);
  return found;
}

function childText(node: XmlNode, name: string): string {
  return child(node, name).text.trim();
}

/** Plain text as the HTML text an RSS description carries. */
function asHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function feed(host: string, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: { host } });
}

async function publishedArticles(tenantId: string): Promise<{ id: number; slug: string }[]> {
  return app.db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), lte(articles.publishedAt, new Date())));
}

async function sitemapLocations(host: string): Promise<string[]> {
  const response = await feed(host, '/sitemap.xml');
  expect(response.statusCode).toBe(200);
  return parseXml(response.body).children.map((url) => childText(url, 'loc'));
}

/** The hostile texts of the shared corpus, and what XML in particular must survive. */
function hostileTexts(): string[] {
  const corpus = fs.readFileSync(path.join(__dirname, '../../fixtures/xss-corpus.txt'), 'utf8');
  const lines = corpus.split('\n').filter((line) => line.trim() !== '');
  return [
    ...lines,
    'Two ends ]]> of ]]> CDATA',
    'Entities &amp; &lt;script&gt; &#x3C; stay text',
    '<?xml-stylesheet href="evil.xsl"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>&e;',
  ];
}

describe('sitemap', () => {
  test('[ISSUE-10] the sitemap lists the home page, the remotes and every published article of its tenant only', async () => {
    const response = await feed(hosts.tribune, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const urlset = parseXml(response.body);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes['xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    for (const url of urlset.children) {
      expect(url.name).toBe('url');
      expect(childText(url, 'loc')).toMatch(/^http:\/\/localhost:8080\//);
      const lastmod = url.children.find((node) => node.name === 'lastmod');
      if (lastmod !== undefined) expect(lastmod.text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }

    const english = await publishedArticles('tribune');
    const dutch = await publishedArticles('tribune-nl');
    expect(english.length).toBeGreaterThanOrEqual(40);
    const locations = urlset.children.map((url) => childText(url, 'loc'));
    expect(locations.slice(0, 4)).toEqual([
      'http://localhost:8080/',
      'http://localhost:8080/matchcenter',
      'http://localhost:8080/football-pool/predictions',
      'http://localhost:8080/community',
    ]);
    expect(new Set(locations.slice(4))).toEqual(
      new Set(english.map((article) => `http://localhost:8080/article/${article.id}/${article.slug}`)),
    );
    const articleIds = new Set(locations.slice(4).map((loc) => Number(/\/article\/(\d+)\//.exec(loc)?.[1])));
    expect(dutch.some((article) => articleIds.has(article.id))).toBe(false);

    // The Dutch site runs no match centre and no prediction game.
    const dutchLocations = await sitemapLocations(hosts.tribuneNl);
    expect(dutchLocations.slice(0, 2)).toEqual(['http://nl.localhost:8080/', 'http://nl.localhost:8080/community']);
    expect(new Set(dutchLocations.slice(2))).toEqual(
      new Set(dutch.map((article) => `http://nl.localhost:8080/article/${article.id}/${article.slug}`)),
    );
  });

  test('[ISSUE-10] a scheduled article is not in the sitemap until it is published', async () => {
    const [latest] = await app.db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(eq(articles.tenantId, 'tribune'))
      .orderBy(desc(articles.publishedAt))
      .limit(1);
    if (latest === undefined) throw new Error('no article');
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await app.db.update(articles).set({ publishedAt: tomorrow }).where(eq(articles.id, latest.id));
    try {
      const locations = await sitemapLocations(hosts.tribune);
      expect(locations).not.toContain(`http://localhost:8080/article/${latest.id}/${latest.slug}`);
    } finally {
      await app.db.update(articles).set({ publishedAt: new Date() }).where(eq(articles.id, latest.id));
    }
    expect(await sitemapLocations(hosts.tribune)).toContain(
      `http://localhost:8080/article/${latest.id}/${latest.slug}`,
    );
  });

  test('[ISSUE-10] a remote the operator switched off leaves the sitemap', async () => {
    const remote = (await app.tenants.findById('tribune'))?.remotes.find((r) => r.name === 'mf_matchcenter');
    if (remote === undefined) throw new Error('tribune runs no match centre');
    await app.tenants.setRemote('tribune', { ...remote, enabled: false });
    try {
      const locations = await sitemapLocations(hosts.tribune);
      expect(locations).not.toContain('http://localhost:8080/matchcenter');
      expect(locations).toContain('http://localhost:8080/community');
    } finally {
      await app.tenants.setRemote('tribune', remote);
    }
  });
});

describe('RSS', () => {
  test('[ISSUE-10] /rss and /feed are an RSS 2.0 feed of the 20 latest articles of the tenant', async () => {
    const latest = await app.inject({
      method: 'GET',
      url: '/api/v2/article/scopes/lat/get/1?page_size=20',
      headers: { 'x-tenant-id': 'tribune-nl' },
    });
    const expected = latest.json<{ data: { id: number; url: string; title: string; excerpt: string }[] }>().data;

    for (const url of ['/rss', '/feed']) {
      const response = await feed(hosts.tribuneNl, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const rss = parseXml(response.body);
      expect(rss.name).toBe('rss');
      expect(rss.attributes['version']).toBe('2.0');
      const channel = child(rss, 'channel');
      expect(childText(channel, 'title')).toBe('Tribune NL');
      expect(childText(channel, 'link')).toBe('http://nl.localhost:8080/');
      expect(childText(channel, 'description')).toBe('Het laatste nieuws van Tribune NL');
      expect(childText(channel, 'language')).toBe('nl');
      expect(child(channel, 'atom:link').attributes).toEqual({
        href: `http://nl.localhost:8080${url}`,
        rel: 'self',
        type: 'application/rss+xml',
      });

      const items = channel.children.filter((node) => node.name === 'item');
      expect(items).toHaveLength(20);
      items.forEach((item, index) => {
        const article = expected[index];
        if (article === undefined) throw new Error('fewer articles than items');
        const link = `http://nl.localhost:8080${article.url}`;
        expect(childText(item, 'title')).toBe(article.title);
        expect(childText(item, 'link')).toBe(link);
        expect(child(item, 'guid')).toMatchObject({ attributes: { isPermaLink: 'true' }, text: link });
        expect(childText(item, 'pubDate')).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
        expect(childText(item, 'description')).toBe(asHtmlText(article.excerpt));
        expect(child(item, 'media:content').attributes).toEqual({
          url: expect.stringMatching(/^http:\/\/nl\.localhost:8080\/assets\/images\/[a-z-]+\.svg$/),
          type: 'image/svg+xml',
          medium: 'image',
        });
      });
    }

    const english = parseXml((await feed(hosts.tribune, '/rss')).body);
    expect(childText(child(english, 'channel'), 'language')).toBe('en');
    expect(childText(child(english, 'channel'), 'title')).toBe('Tribune');
  });

  test('[ISSUE-10] hostile titles and intros come out as well-formed XML, as the same text', async () => {
    const hostile = hostileTexts();
    const targets = await app.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.tenantId, 'tribune'), lte(articles.publishedAt, new Date())))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(hostile.length);
    const originals = await app.db
      .select({ id: articles.id, title: articles.title, excerpt: articles.excerpt })
      .from(articles)
      .where(
        inArray(
          articles.id,
          targets.map((target) => target.id),
        ),
      );
    const texts = new Map<string, string>();
    try {
      for (const [index, target] of targets.entries()) {
        // Characters XML 1.0 forbids outright (here U+0001) cannot be escaped; they arrive as U+FFFD.
        const text = `${hostile[index % hostile.length] ?? ''} \u0001`;
        await app.db.update(articles).set({ title: text, excerpt: text }).where(eq(articles.id, target.id));
        texts.set(String(target.id), text.replace('\u0001', '\uFFFD'));
      }
      const response = await feed(hosts.tribune, '/rss');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/<(script|img|svg|iframe|a|body|details|math|input|object|embed|form|meta)\b/i);
      expect(response.body).not.toContain('<!DOCTYPE');
      expect(response.body).not.toContain('<![CDATA[');
      const items = child(parseXml(response.body), 'channel').children.filter((node) => node.name === 'item');
      let checked = 0;
      for (const item of items) {
        const id = /\/article\/(\d+)\//.exec(childText(item, 'link'))?.[1] ?? '';
        const text = texts.get(id);
        if (text === undefined) continue;
        expect(child(item, 'title').text).toBe(text);
        expect(child(item, 'description').text).toBe(asHtmlText(text));
        checked += 1;
      }
      expect(checked).toBe(Math.min(20, targets.length));
    } finally {
      for (const original of originals) {
        await app.db
          .update(articles)
          .set({ title: original.title, excerpt: original.excerpt })
          .where(eq(articles.id, original.id));
      }
    }
  });
});

describe('robots.txt', () => {
  test('[ISSUE-10] robots.txt allows the site, keeps crawlers out of the API and private pages, and names the sitemap', async () => {
    const response = await feed(hosts.tribuneNl, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/ajax/', '/dev/', '/user/profile$', '/user/profile?', '/password/reset/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Public profiles (/user/{username}) and articles stay crawlable.
    expect(lines).not.toContain('Disallow: /user/');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: http://nl.localhost:8080/sitemap.xml');
    const english = await feed(hosts.tribune, '/robots.txt');
    expect(english.body).toContain('Sitemap: http://localhost:8080/sitemap.xml');
  });
});

describe('unknown hosts', () => {
  test.each(['/sitemap.xml', '/rss', '/feed', '/robots.txt'])(
    '[ISSUE-10] %s on a host no tenant claims is a 404 in the error shape, even naming a tenant by header',
    async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { host: 'unknown.example:8080', 'x-tenant-id': 'tribune' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['etag']).toBeUndefined();
      expect(body(response)).toEqual({ data: null, metaData: { message: 'Unknown tenant.' } });
    },
  );
});
