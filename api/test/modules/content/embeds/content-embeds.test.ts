import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { seedDemoEmbeds } from '../../../../src/modules/content/embeds/demo-embeds';
import { articles, embedCache } from '../../../../src/modules/content/schema';
import { apiRequest, buildTestApp } from '../../../helper';

/**
 * EMB-01: the Twitter and TikTok embeds. The providers' oEmbed endpoints are the network edge: one small
 * real HTTP server on 127.0.0.1 plays both, answering by the post it is asked about, and counts the
 * calls it gets. Nothing of ours is mocked.
 */

type Element = DefaultTreeAdapterMap['element'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

interface ProviderCall {
  provider: 'twitter' | 'tiktok';
  query: URLSearchParams;
}

const calls: ProviderCall[] = [];
/** Answers to the "gated" post wait until this is released (the in-flight test). */
let releaseGate: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();

const corpus = readFileSync(path.join(__dirname, '../../../../../test-data/xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

/** What X's oEmbed sends for a post: the quote, then the widget script we must never pass on. */
function tweetAnswer(postUrl: string) {
  return {
    url: postUrl,
    author_name: 'AFC Ajax',
    author_url: 'https://twitter.com/AFCAjax',
    html:
      '<blockquote class="twitter-tweet" data-lang="en" data-theme="light"><p lang="nl" dir="ltr">Wat een avond ' +
      'in de Arena! <a href="https://t.co/AbC123">pic.twitter.com/AbC123</a></p>&mdash; AFC Ajax (@AFCAjax) ' +
      `<a href="${postUrl}?ref_src=twsrc%5Etfw">November 24, 2026</a></blockquote>\n` +
      '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>\n',
    width: 550,
    height: null,
    type: 'rich',
    cache_age: '3153600000',
    provider_name: 'Twitter',
    provider_url: 'https://twitter.com',
    version: '1.0',
  };
}

function tiktokAnswer(videoUrl: string) {
  return {
    version: '1.0',
    type: 'video',
    title: 'Training in de sneeuw ❄️ #ajax',
    author_url: 'https://www.tiktok.com/@afcajax',
    author_name: 'AFC Ajax',
    width: '100%',
    height: '100%',
    html:
      `<blockquote class="tiktok-embed" cite="${videoUrl}" data-video-id="7311234567890123456" ` +
      'style="max-width: 605px;min-width: 325px;" > <section> <a target="_blank" title="@afcajax" ' +
      'href="https://www.tiktok.com/@afcajax?refer=embed">@afcajax</a> <p>Training in de sneeuw ❄️ ' +
      '<a title="ajax" target="_blank" href="https://www.tiktok.com/tag/ajax?refer=embed">#ajax</a></p> ' +
      '</section> </blockquote> <script async src="https://www.tiktok.com/embed.js"></script>',
    thumbnail_url: 'https://p16-sign.tiktokcdn.com/thumb.jpeg',
    provider_url: 'https://www.tiktok.com',
    provider_name: 'TikTok',
  };
}

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/** Plays X's and TikTok's oEmbed endpoints. The post's id (or user) says how to behave. */
async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const provider = url.pathname === '/tiktok/oembed' ? 'tiktok' : url.pathname === '/twitter/oembed' ? 'twitter' : null;
  if (provider === null) {
    response.writeHead(404).end();
    return;
  }
  calls.push({ provider, query: url.searchParams });
  const target = url.searchParams.get('url') ?? '';
  const id = /\/(?:status|video)\/(\d+)$/.exec(target)?.[1] ?? 'profile';
  // Posts 66600 to 66699: a quote holding line (id - 66600) of the XSS corpus.
  const hostile = /^666(\d\d)$/.exec(id);
  if (hostile) {
    const line = corpus[Number(hostile[1])] ?? '';
    json(response, 200, {
      ...tweetAnswer(target),
      html: `<blockquote class="twitter-tweet"><p>${line}</p></blockquote>`,
    });
    return;
  }
  switch (id) {
    case '404':
      json(response, 404, { errors: [{ message: 'Not Found' }] });
      return;
    case '403':
      response.writeHead(403).end('Forbidden');
      return;
    case '500':
      response.writeHead(500).end('<html>oops</html>');
      return;
    case '777':
      // Slower than the API's time limit (EMBED_TIMEOUT_MS below).
      setTimeout(() => json(response, 200, tweetAnswer(target)), 3000).unref();
      return;
    case '555':
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>not json</html>');
      return;
    case '444':
      json(response, 200, { type: 'rich', version: '1.0' });
      return;
    case '333':
      json(response, 200, { ...tweetAnswer(target), html: `<p>${'a'.repeat(600 * 1024)}</p>` });
      return;
    case '222':
      await gate;
      json(response, 200, tweetAnswer(target));
      return;
    case '666':
      json(response, 200, { ...tweetAnswer(target), author_url: 'javascript:window.__xss=1' });
      return;
    default:
      json(response, 200, provider === 'tiktok' ? tiktokAnswer(target) : tweetAnswer(target));
  }
}

let provider: Server;
let providerOrigin: string;
let app: FastifyInstance;

beforeAll(async () => {
  provider = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerOrigin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  app = await buildTestApp({
    env: {
      EMBED_TWITTER_OEMBED_URL: `${providerOrigin}/twitter/oembed`,
      EMBED_TIKTOK_OEMBED_URL: `${providerOrigin}/tiktok/oembed`,
      EMBED_TIMEOUT_MS: '500',
      // The API's few-seconds store of public answers would hide the embed cache this file tests.
      PUBLIC_ANSWER_CACHE_SECONDS: '0',
    },
  });
}, 60_000);

afterAll(async () => {
  await app.close();
  provider.closeAllConnections();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

beforeEach(() => {
  calls.length = 0;
});

interface Embed {
  provider: string;
  url: string;
  html: string;
  author_name: string | null;
  author_url: string | null;
  title: string | null;
  width: number | null;
  height: number | null;
}

interface ErrorBody {
  data: null;
  metaData: { message: string; errors?: Record<string, string[]> };
}

function twitter(query: Record<string, string>, options: { tenant?: string; language?: 'en' | 'nl' } = {}) {
  return apiRequest(app, { method: 'GET', url: `/api/v2/embed/twitter?${new URLSearchParams(query)}`, ...options });
}

function tiktok(user: string, video: string, options: { tenant?: string } = {}) {
  return apiRequest(app, { method: 'GET', url: `/api/v2/embed/tiktok/${user}/${video}`, ...options });
}

function embedOf(response: LightMyRequestResponse): Embed {
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Embed }>().data;
}

function errorOf(response: LightMyRequestResponse, status: number): ErrorBody {
  expect({ status: response.statusCode, body: response.json<ErrorBody>() }).toEqual({
    status,
    body: { data: null, metaData: expect.objectContaining({ message: expect.any(String) }) },
  });
  return response.json<ErrorBody>();
}

function elementsIn(nodes: readonly ChildNode[]): Element[] {
  return nodes
    .filter((node): node is Element => 'tagName' in node)
    .flatMap((element) => [element, ...elementsIn(element.childNodes)]);
}

/** The text a browser shows of some HTML. */
function textOf(html: string): string {
  const text = (node: ChildNode): string =>
    'value' in node && node.nodeName === '#text'
      ? node.value
      : 'childNodes' in node
        ? node.childNodes.map(text).join('')
        : '';
  return parseFragment(html).childNodes.map(text).join('');
}

/** Every element and attribute of a card's HTML must be among the few the sanitizer keeps. */
function expectOnlyCardMarkup(html: string) {
  for (const element of elementsIn(parseFragment(html).childNodes)) {
    expect(['blockquote', 'p', 'a', 'br']).toContain(element.tagName);
    for (const attr of element.attrs) {
      expect(['href', 'target', 'rel', 'lang', 'dir']).toContain(attr.name);
      if (attr.name === 'href') expect(attr.value).toMatch(/^https?:\/\//);
    }
  }
}

const post = 'https://twitter.com/afcajax/status/1861234567890123456';

describe('Twitter', () => {
  test('[EMB-01] a post is asked of X with limit 7, max width 540 and the other parameters, and comes back as a card', async () => {
    const embed = embedOf(await twitter({ url: 'https://x.com/AFCAjax/status/1861234567890123456?s=20' }));
    expect(calls).toHaveLength(1);
    const query = Object.fromEntries(calls[0]?.query ?? []);
    expect(query).toEqual({
      url: post,
      limit: '7',
      maxwidth: '540',
      theme: 'light',
      omit_script: 'true',
      lang: 'en',
      dnt: 'true',
    });
    expect(embed).toEqual({
      provider: 'twitter',
      url: post,
      html: expect.stringContaining('Wat een avond in de Arena!'),
      author_name: 'AFC Ajax',
      author_url: 'https://twitter.com/AFCAjax',
      title: null,
      width: 550,
      height: null,
    });
    // The provider's script is gone; the quote's links stay and open in a new tab telling nothing.
    expect(embed.html).not.toMatch(/script|widgets\.js|class=|data-/i);
    expect(embed.html).toContain(
      '<a href="https://t.co/AbC123" target="_blank" rel="noopener noreferrer nofollow">pic.twitter.com/AbC123</a>',
    );
    expect(embed.html).toMatch(/^<blockquote><p lang="nl" dir="ltr">/);
    expect(embed.html).toMatch(/<\/blockquote>$/);
    expectOnlyCardMarkup(embed.html);
  });

  test('[EMB-01] limit, maxwidth, theme and omit_script are passed on, brought into the ranges X accepts', async () => {
    const asked = async (query: Record<string, string>) => {
      calls.length = 0;
      embedOf(await twitter({ url: 'https://twitter.com/Feyenoord', ...query }));
      return Object.fromEntries(calls[0]?.query ?? []);
    };
    expect(await asked({ limit: '3', maxwidth: '400', theme: 'dark', omit_script: 'false' })).toMatchObject({
      url: 'https://twitter.com/feyenoord',
      limit: '3',
      maxwidth: '400',
      theme: 'dark',
      omit_script: 'false',
    });
    expect(await asked({ limit: '50', maxwidth: '100', omit_script: '1' })).toMatchObject({
      limit: '20',
      maxwidth: '220',
      omit_script: 'true',
    });
    expect(await asked({ limit: '0', maxwidth: '9000', omit_script: '0' })).toMatchObject({
      limit: '1',
      maxwidth: '550',
      omit_script: 'false',
    });
  });

  test('[EMB-01] a cached card makes no second call, whatever spelling of the same post is asked', async () => {
    const url = 'https://twitter.com/AFCAjax/status/1860000000000000001';
    const first = embedOf(await twitter({ url }));
    expect(calls).toHaveLength(1);
    for (const spelling of [
      url,
      'https://x.com/afcajax/status/1860000000000000001',
      'https://www.x.com/AFCAJAX/status/1860000000000000001/?s=20#top',
      'https://mobile.twitter.com/AFCAjax/status/1860000000000000001/photo/1',
    ]) {
      expect(embedOf(await twitter({ url: spelling }))).toEqual(first);
    }
    expect(calls).toHaveLength(1);

    // Kept a day, under the provider and the normalized parameters.
    const rows = await app.db.select().from(embedCache).where(like(embedCache.key, '%1860000000000000001%'));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row?.key).toBe(
      'twitter:dnt=true&lang=en&limit=7&maxwidth=540&omit_script=true&theme=light&url=' +
        encodeURIComponent('https://twitter.com/afcajax/status/1860000000000000001'),
    );
    const dayMs = 24 * 60 * 60 * 1000;
    expect(Math.abs((row?.expiresAt.getTime() ?? 0) - (Date.now() + dayMs))).toBeLessThan(60_000);

    // Other parameters are another card.
    embedOf(await twitter({ url, maxwidth: '300' }));
    expect(calls).toHaveLength(2);

    // Once expired, the provider is asked again.
    await app.db
      .update(embedCache)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(embedCache.key, row?.key ?? ''));
    embedOf(await twitter({ url }));
    expect(calls).toHaveLength(3);
  });

  test('[EMB-01] 50 readers asking for the same new post at once make one call to X', async () => {
    gate = new Promise((resolve) => (releaseGate = resolve));
    const url = 'https://twitter.com/psv/status/222';
    const pending = Array.from({ length: 50 }, () => twitter({ url }));
    // Let every request reach the API and the first reach the provider before it answers.
    for (let i = 0; i < 100 && calls.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseGate();
    const responses = await Promise.all(pending);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const bodies = new Set(responses.map((response) => response.body));
    expect(bodies.size).toBe(1);
    expect(calls).toHaveLength(1);
  });

  test('[EMB-01] a URL that is not a post or profile on X is refused with 422 under url, and X is not asked', async () => {
    for (const url of [
      'http://twitter.com/AFCAjax/status/1',
      'https://evil.example/AFCAjax/status/1',
      'https://twitter.com.evil.example/AFCAjax/status/1',
      'https://x.com/AFCAjax/status/not-a-number',
      'https://x.com/AFCAjax/likes',
      'https://x.com/',
      'https://x.com/this_handle_is_far_too_long/status/1',
      'https://user:secret@x.com/AFCAjax',
      'https://x.com:8443/AFCAjax',
      'javascript:alert(1)//x.com/AFCAjax',
      'not a url',
      '',
    ]) {
      const body = errorOf(await twitter({ url }), 422);
      expect(body.metaData).toEqual({
        message: 'This is not a link to a post or a profile on X (Twitter).',
        errors: { url: ['This is not a link to a post or a profile on X (Twitter).'] },
      });
    }
    const dutch = errorOf(await twitter({ url: 'https://example.com/' }, { language: 'nl' }), 422);
    expect(dutch.metaData.errors?.url).toEqual(['Dit is geen link naar een bericht of profiel op X (Twitter).']);
    expect(calls).toHaveLength(0);
  });

  test('[EMB-01] malformed parameters are a 400 in the error shape, never a 500', async () => {
    const malformed: Record<string, string>[] = [
      {},
      { url: post, limit: 'seven' },
      { url: post, maxwidth: '12.5' },
      { url: post, theme: 'blue' },
      { url: post, omit_script: 'maybe' },
      { url: 'x'.repeat(3000) },
    ];
    for (const query of malformed) {
      errorOf(await twitter(query), 400);
    }
    expect(calls).toHaveLength(0);
  });

  test('[EMB-01] a post X does not show is 404, kept briefly', async () => {
    for (const id of ['404', '403']) {
      calls.length = 0;
      const url = `https://twitter.com/AFCAjax/status/${id}`;
      const body = errorOf(await twitter({ url }), 404);
      expect(body.metaData.message).toBe('This post is not available: it may have been removed or made private.');
      errorOf(await twitter({ url }), 404);
      expect(calls).toHaveLength(1);
    }
    const [row] = await app.db.select().from(embedCache).where(like(embedCache.key, '%status%2F404'));
    const expiresInMs = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(expiresInMs).toBeGreaterThan(5 * 60 * 1000);
    expect(expiresInMs).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  test('[EMB-01] X down, too slow or answering nonsense is a 502 in the error shape, never kept', async () => {
    for (const id of ['500', '777', '555', '444', '333']) {
      calls.length = 0;
      const url = `https://twitter.com/AFCAjax/status/${id}`;
      const started = Date.now();
      const response = await twitter({ url });
      const body = errorOf(response, 502);
      expect(body.metaData.message).toBe('X (Twitter) could not be reached. Try again later.');
      expect(response.headers['retry-after']).toBe('30');
      expect(response.headers['cache-control']).toBe('no-store');
      // The time limit holds (EMBED_TIMEOUT_MS=500), however long the provider would take.
      expect(Date.now() - started).toBeLessThan(2500);
      errorOf(await twitter({ url }), 502);
      expect(calls).toHaveLength(2);
    }
    const rows = await app.db.select().from(embedCache).where(like(embedCache.key, '%status%2F500'));
    expect(rows).toEqual([]);
  });

  test('[EMB-01] X unreachable (nothing listening) is a 502', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const other = await buildTestApp({
      env: {
        EMBED_TWITTER_OEMBED_URL: `http://127.0.0.1:${port}/oembed`,
        EMBED_TIKTOK_OEMBED_URL: `http://127.0.0.1:${port}/oembed`,
      },
    });
    try {
      const response = await apiRequest(other, {
        method: 'GET',
        url: `/api/v2/embed/twitter?url=${encodeURIComponent(post)}`,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json<ErrorBody>().metaData.message).toBe('X (Twitter) could not be reached. Try again later.');
      const video = await apiRequest(other, { method: 'GET', url: '/api/v2/embed/tiktok/afcajax/7311234567890123456' });
      expect(video.statusCode).toBe(502);
      expect(video.json<ErrorBody>().metaData.message).toBe('TikTok could not be reached. Try again later.');
    } finally {
      await other.close();
    }
  }, 60_000);

  test('[EMB-01] hostile oEmbed html (each line of the XSS corpus) leaves the API as inert text and links', async () => {
    expect(corpus.length).toBeGreaterThan(20);
    for (const [index, line] of corpus.entries()) {
      const embed = embedOf(await twitter({ url: `https://twitter.com/AFCAjax/status/${66600 + index}` }));
      expectOnlyCardMarkup(embed.html);
      expect([line, embed.html]).not.toEqual([line, expect.stringMatching(/<(?!\/?(blockquote|p|a|br)[\s>])/i)]);
      expect([line, embed.html]).not.toEqual([line, expect.stringMatching(/\son\w+=|javascript:.*"|href="\s*data:/i)]);
      // A line without markup is the post's text, and stays there to read.
      if (!line.includes('<')) expect(textOf(embed.html)).toBe(line);
    }
    // A provider's author link that is not https is no link.
    expect(embedOf(await twitter({ url: 'https://twitter.com/AFCAjax/status/666' })).author_url).toBeNull();
  });
});

describe('TikTok', () => {
  const video = 'https://www.tiktok.com/@afcajax/video/7311234567890123456';

  test('[EMB-01] a video is asked of TikTok by its page URL and comes back as a card without TikTok’s script', async () => {
    const embed = embedOf(await tiktok('afcajax', '7311234567890123456'));
    expect(calls).toEqual([{ provider: 'tiktok', query: new URLSearchParams({ url: video }) }]);
    expect(embed).toEqual({
      provider: 'tiktok',
      url: video,
      html: expect.stringContaining('Training in de sneeuw'),
      author_name: 'AFC Ajax',
      author_url: 'https://www.tiktok.com/@afcajax',
      title: 'Training in de sneeuw ❄️ #ajax',
      width: null,
      height: null,
    });
    expect(embed.html).not.toMatch(/script|embed\.js|style=|section|cite=/i);
    expect(embed.html).toContain(
      '<a href="https://www.tiktok.com/@afcajax?refer=embed" target="_blank" rel="noopener noreferrer nofollow">@afcajax</a>',
    );
    expectOnlyCardMarkup(embed.html);

    // The same video with its @ and other capitals is the cached card.
    expect(embedOf(await tiktok('@AFCAjax', '7311234567890123456'))).toEqual(embed);
    expect(calls).toHaveLength(1);
  });

  test('[EMB-01] a bad user or video is a 400 in the error shape, and TikTok is not asked', async () => {
    for (const [user, video] of [
      ['afcajax', 'abc'],
      ['afcajax', '12.5'],
      ['a', '7311234567890123456'],
      ['af%3Cscript%3E', '7311234567890123456'],
      ['x'.repeat(30), '7311234567890123456'],
      ['afcajax', '9'.repeat(40)],
    ] as const) {
      const body = errorOf(await tiktok(user, video), 400);
      expect(Object.keys(body.metaData.errors ?? {}).length).toBeGreaterThan(0);
    }
    expect(calls).toHaveLength(0);
  });

  test('[EMB-01] a video TikTok does not show is 404; TikTok failing is 502', async () => {
    expect(errorOf(await tiktok('afcajax', '404'), 404).metaData.message).toBe(
      'This post is not available: it may have been removed or made private.',
    );
    expect(errorOf(await tiktok('afcajax', '500'), 502).metaData.message).toBe(
      'TikTok could not be reached. Try again later.',
    );
  });
});

describe('tenants', () => {
  test('[EMB-01] tenant_id names the site; an unknown one is 404 and no provider is asked', async () => {
    const byQuery = await apiRequest(app, {
      method: 'GET',
      url: `/api/v2/embed/twitter?url=${encodeURIComponent(post)}&tenant_id=tribune-nl`,
      headers: { 'x-tenant-id': '' },
    });
    embedOf(byQuery);
    // The Dutch site's card is in Dutch: X writes the date in the site's language.
    expect(Object.fromEntries(calls[0]?.query ?? [])).toMatchObject({ url: post, lang: 'nl' });

    calls.length = 0;
    for (const response of [
      await twitter({ url: post, tenant_id: 'nope' }, { tenant: 'nope' }),
      await tiktok('afcajax', '7311234567890123456', { tenant: 'nope' }),
    ]) {
      errorOf(response, 404);
    }
    expect(calls).toHaveLength(0);
  });

  test('[EMB-01] each site gets the card in its own language, each kept under its own key', async () => {
    const url = 'https://twitter.com/AFCAjax/status/1860000000000000099';
    embedOf(await twitter({ url }, { tenant: 'tribune' }));
    embedOf(await twitter({ url }, { tenant: 'tribune-nl' }));
    embedOf(await twitter({ url }, { tenant: 'tribune' }));
    embedOf(await twitter({ url }, { tenant: 'tribune-nl' }));
    expect(calls.map((call) => call.query.get('lang'))).toEqual(['en', 'nl']);
    const rows = await app.db.select().from(embedCache).where(like(embedCache.key, '%1860000000000000099%'));
    expect(rows.map((row) => /lang=(\w+)/.exec(row.key)?.[1]).sort()).toEqual(['en', 'nl']);
  });
});

describe('demo', () => {
  let demo: FastifyInstance;

  beforeAll(async () => {
    demo = await buildTestApp({ demo: true });
  }, 180_000);

  afterAll(async () => {
    await demo.close();
  });

  async function embedsOf(tenantId: string): Promise<Map<number, { provider: string; url: string }[]>> {
    const rows = await demo.db
      .select({ id: articles.id, content: articles.content })
      .from(articles)
      .where(and(eq(articles.tenantId, tenantId), like(articles.content, '%data-embed=%')));
    return new Map(
      rows.map((row) => [
        row.id,
        [...row.content.matchAll(/<div data-embed="(\w+)" data-url="([^"]+)"><\/div>/g)].map((match) => ({
          provider: match[1] ?? '',
          url: match[2] ?? '',
        })),
      ]),
    );
  }

  test('[EMB-01] each tenant has news articles with a timeline on X, a YouTube video, a TikTok and an Instagram post; seeding again adds nothing', async () => {
    for (const tenantId of ['tribune', 'tribune-nl']) {
      const before = await embedsOf(tenantId);
      expect(before.size).toBe(3);
      const providers = [...before.values()].flat().map((embed) => embed.provider);
      expect(new Set(providers)).toEqual(new Set(['twitter', 'youtube', 'tiktok', 'instagram']));

      // The placeholders survive the article sanitizer: the page gets them as the body contract says.
      const [id] = [...before.keys()];
      const article = await apiRequest(demo, { method: 'GET', url: `/api/v2/article/${id}`, tenant: tenantId });
      expect(article.statusCode).toBe(200);
      expect(article.json<{ data: { content: string } }>().data.content).toMatch(
        /<div data-embed="(twitter|tiktok|youtube|instagram)" data-url="https:\/\/[^"]+"><\/div>/,
      );

      const language = tenantId === 'tribune' ? 'en' : 'nl';
      await seedDemoEmbeds(demo.db, { tenantId, language, userIds: [], now: new Date() });
      expect(await embedsOf(tenantId)).toEqual(before);
    }
  });
});
