// The server side of issue 10 §4, in one run on the bench's API (the English tenant), autocannon 8:
//
//   1. a guest page's HTML, `GET /`, as the API serves it from its guest HTML cache, against a bare
//      Fastify route sending the very same HTML bytes (bare-fastify.mjs /same-html);
//   2. the home news list, against the bare route sending the same JSON bytes (as the `api` scenario);
//   3. a logged-in read that no cache can answer: `GET /api/v2/user/me-as-resource` with the demo
//      account `fan`'s token;
//   4. uncached server renders of the home page and of an article: every request has a URL of its own
//      (`?bench=<n>`: the guest HTML cache keys pages by URL, query included), at
//      `--render-connections` (1), so each answer is a render and its latency is the render's time.
//
// 1–3 run at `--connections` (50) for `--duration` seconds (10) after a 2 s warm-up at 10; 4 for the
// same duration after a 2 s warm-up, also on URLs of their own. Only 127.0.0.1 is targeted.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAutocannon, startBareFastify, summarise } from '../lib/autocannon.mjs';
import { createHttpClient, succeeded } from '../lib/http-load.mjs';
import { benchDemoPassword } from '../lib/settings.mjs';
import { serverTargets } from '../lib/targets.mjs';

export const id = 'ssr';
export const title = 'Server: guest page HTML and news list against a bare route, a logged-in read, uncached renders';

const newsPath = '/api/v2/article/scopes/lat/get/1?page_size=10';
const mePath = '/api/v2/user/me-as-resource';
// A demo account of every tenant (api/README.md "Demo accounts"; the mixed-load scenario uses it too).
const demoAccount = { login: 'fan', password: benchDemoPassword };
const warmUpSeconds = 2;
/** The server-side marker of a rendered page (api/src/modules/web/page-template.ts). */
const renderedMarker = 'id="tribune-page-state"';

/** Bytes of a response's header section, near enough (name, ": ", value, CRLF per line). */
function headerBytes(headers) {
  let bytes = 0;
  for (const [name, value] of Object.entries(headers))
    for (const entry of Array.isArray(value) ? value : [value]) bytes += name.length + String(entry).length + 4;
  return bytes;
}

/** A path short enough for a table: `/article/54/round-17-…` becomes `/article/54/…`. */
function shortPath(pathname) {
  const segments = pathname.split('/');
  return segments.length > 3 ? `${segments.slice(0, 3).join('/')}/…` : pathname;
}

const share = (api, bare) => (bare.requestsPerSecond > 0 ? api.requestsPerSecond / bare.requestsPerSecond : null);

export async function run(ctx) {
  const { connections, duration, renderConnections } = ctx.options;
  const tenant = ctx.tenants.find((candidate) => candidate.language === 'en') ?? ctx.tenants[0];
  const pageOf = (kind) => ctx.pages.find((page) => page.tenant === tenant.id && page.kind === kind);
  const home = pageOf('home');
  if (!home) return { skipped: `no home page found for ${tenant.id}` };
  const article = pageOf('article');
  const siteHost = new URL(home.url).host;
  const pageHeaders = { host: siteHost, accept: 'text/html' };
  const apiHeaders = { 'x-tenant-id': tenant.id, accept: 'application/json' };
  const client = createHttpClient({ baseUrl: ctx.apiUrl, timeoutMs: 15_000 });
  const notes = [];
  const loadAverageBefore = os.loadavg()[0];

  let bare;
  const figures = {};
  try {
    // The real answers (no Accept-Encoding, as autocannon sends), so the bare routes send the same bytes.
    const homeSample = await client.request({ path: '/', headers: pageHeaders });
    if (!succeeded(homeSample) || !homeSample.body)
      throw new Error(`GET / answered ${homeSample.status ?? homeSample.error}`);
    const html = homeSample.body.toString('utf8');
    if (!html.includes(renderedMarker))
      notes.push('GET / came back without a server render (the shell template only).');
    const newsSample = await client.request({ path: newsPath, headers: apiHeaders });
    if (!succeeded(newsSample) || !newsSample.body)
      throw new Error(`${newsPath} answered ${newsSample.status ?? newsSample.error}`);
    const htmlFile = path.join(ctx.scratchDir, 'home.html');
    const jsonFile = path.join(ctx.scratchDir, 'news-body.json');
    writeFileSync(htmlFile, homeSample.body);
    writeFileSync(jsonFile, newsSample.body);

    const login = await client.request({
      method: 'POST',
      path: '/api/v2/login',
      headers: apiHeaders,
      json: demoAccount,
    });
    const token = succeeded(login) ? login.json()?.data?.authorization : undefined;
    if (!token) throw new Error(`logging in as ${demoAccount.login} answered ${login.status ?? login.error}`);
    const meHeaders = { ...apiHeaders, authorization: `Bearer ${token}` };
    const meSample = await client.request({ path: mePath, headers: meHeaders });
    if (meSample.json()?.data?.username?.toLowerCase() !== demoAccount.login)
      throw new Error(`${mePath} with ${demoAccount.login}'s token answered ${meSample.status ?? meSample.error}`);

    bare = await startBareFastify(ctx.options.barePort, { jsonFile, htmlFile });
    const bareHtmlSample = await fetch(`${bare.url}/same-html`);
    const bareHtmlHeaderBytes = headerBytes(Object.fromEntries(bareHtmlSample.headers));
    await bareHtmlSample.arrayBuffer();

    /** Warm-up at 10 connections, then the measurement; `requests` for per-request URLs. */
    const measure = async (key, name, options, measuredConnections = connections) => {
      await runAutocannon({ ...options, connections: Math.min(10, measuredConnections), duration: warmUpSeconds });
      ctx.log(`ssr: ${name}: ${measuredConnections} connection(s) for ${duration} s …`);
      const result = await runAutocannon({ ...options, connections: measuredConnections, duration });
      figures[key] = { ...summarise(name, options.url, result), connections: measuredConnections };
      return figures[key];
    };

    await measure('pageHtml', `GET / (${tenant.id}, guest HTML cache)`, {
      url: `${ctx.apiUrl}/`,
      headers: pageHeaders,
    });
    await measure('pageHtmlBare', 'bare Fastify, same HTML bytes', { url: `${bare.url}/same-html` });
    await measure('newsList', `GET ${newsPath.split('?')[0]}?… (news list)`, {
      url: `${ctx.apiUrl}${newsPath}`,
      headers: apiHeaders,
    });
    await measure('newsListBare', 'bare Fastify, same JSON bytes', { url: `${bare.url}/same-body` });
    await bare.stop();
    bare = undefined;
    await measure('me', `GET ${mePath} (${demoAccount.login}, Bearer)`, {
      url: `${ctx.apiUrl}${mePath}`,
      headers: meHeaders,
    });

    // Uncached renders: a URL of its own per request. The counter is shared by warm-up and measurement.
    let sequence = 0;
    const renderPages = [
      { key: 'renderHome', page: home },
      { key: 'renderArticle', page: article },
    ].filter((entry) => entry.page);
    if (!article) notes.push(`${tenant.id} has no article: no uncached article render.`);
    for (const { key, page } of renderPages) {
      const pagePath = new URL(page.url).pathname;
      const check = await client.request({ path: `${pagePath}?bench=check`, headers: pageHeaders });
      if (!succeeded(check) || !check.body?.toString('utf8').includes(renderedMarker))
        notes.push(
          `${pagePath}?bench=… answered ${check.status ?? check.error} without a server render: that row is not a render time.`,
        );
      await measure(
        key,
        `GET ${shortPath(pagePath)}?bench=<n> (uncached render)`,
        {
          url: `${ctx.apiUrl}${pagePath}`,
          headers: pageHeaders,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({ ...request, path: `${pagePath}?bench=${(sequence += 1)}` }),
            },
          ],
        },
        renderConnections,
      );
    }

    const cachedTarget = `≥ ${serverTargets.minShareOfBare * 100} %, p99 ≤ ${serverTargets.maxCachedP99Ms}`;
    const offCached = (api, bareFigure) => {
      const misses = [];
      const ratio = share(api, bareFigure);
      if (ratio !== null && ratio < serverTargets.minShareOfBare) misses.push('share');
      if (api.latencyMs.p99 > serverTargets.maxCachedP99Ms) misses.push('p99');
      return misses;
    };
    const rowsSpec = [
      { figure: figures.pageHtml, bare: figures.pageHtmlBare, target: cachedTarget, off: offCached },
      { figure: figures.pageHtmlBare },
      { figure: figures.newsList, bare: figures.newsListBare, target: cachedTarget, off: offCached },
      { figure: figures.newsListBare },
      {
        figure: figures.me,
        target: `p99 ≤ ${serverTargets.maxLoggedInP99Ms}`,
        off: (api) => (api.latencyMs.p99 > serverTargets.maxLoggedInP99Ms ? ['p99'] : []),
      },
      ...renderPages.map(({ key }) => ({ figure: figures[key] })),
    ];
    for (const spec of rowsSpec) {
      if (spec.bare) spec.figure.shareOfBare = share(spec.figure, spec.bare);
      if (spec.off) spec.figure.offTarget = spec.off(spec.figure, spec.bare);
    }

    const loadAverageAfter = os.loadavg()[0];
    notes.push(
      `load average (1 min) ${loadAverageBefore.toFixed(2)} before, ${loadAverageAfter.toFixed(2)} after, on ${ctx.machine.cpus} cores: other work on the machine shows there.`,
    );
    notes.unshift(
      `${connections} connections for the first five rows, ${renderConnections} for the renders; ${duration} s each after a ${warmUpSeconds} s warm-up; autocannon in the bench process on the same ${ctx.machine.cpus}-core machine; latencies of 2xx answers, whole ms; errors include timeouts (no answer within 10 s).`,
      `GET /: Host ${siteHost}, no Accept-Encoding (so no gzip on either side): ${Buffer.byteLength(html)} bytes of HTML; the API's headers (CSP, security headers, caching headers) ≈ ${headerBytes(homeSample.headers)} bytes, the bare route's ≈ ${bareHtmlHeaderBytes}. The API keeps guest HTML per URL for 10 s, then serves it stale while one request renders it again.`,
      `news list: ${newsSample.body.length} bytes of JSON, X-Tenant-Id ${tenant.id}. me-as-resource: logged in once as ${demoAccount.login} (POST /api/v2/login), the same token on every request.`,
      "uncached renders: every request asks for a URL of its own (?bench=<n>), which the guest HTML cache has never seen; the JSON the render reads in process may still come from the API's own data caches. The renders stay in the page cache (at most PAGE_CACHE_MAX_PAGES) until evicted or purged.",
      `target (issue 10 §4): at 50 connections, cached guest HTML and the news list ≥ ${serverTargets.minShareOfBare * 100} % of the bare route's req/s with p99 ≤ ${serverTargets.maxCachedP99Ms} ms; the logged-in read p99 ≤ ${serverTargets.maxLoggedInP99Ms} ms. API: ${ctx.apiEnvNotes}; database ${ctx.database}.`,
    );

    return {
      figures: {
        tenant: tenant.id,
        connections,
        renderConnections,
        durationSeconds: duration,
        htmlBytes: Buffer.byteLength(html),
        newsBytes: newsSample.body.length,
        apiHtmlHeaderBytes: headerBytes(homeSample.headers),
        bareHtmlHeaderBytes,
        database: ctx.database,
        targets: serverTargets,
        loadAverage: { before: loadAverageBefore, after: loadAverageAfter },
        results: figures,
      },
      table: {
        labelColumns: 1,
        columns: [
          'measurement',
          'conn.',
          'req/s',
          'p50 ms',
          'p99 ms',
          'max ms',
          '% of bare',
          'target',
          'off target',
          'non-2xx',
          'errors',
        ],
        rows: rowsSpec.map(({ figure, target }) => [
          figure.name,
          figure.connections,
          figure.requestsPerSecond,
          figure.latencyMs.p50,
          figure.latencyMs.p99,
          figure.latencyMs.max,
          figure.shareOfBare === undefined || figure.shareOfBare === null
            ? ''
            : `${Math.round(figure.shareOfBare * 100)} %`,
          target ?? '',
          figure.offTarget === undefined ? '' : figure.offTarget.join(', ') || '–',
          figure.non2xx,
          figure.errors,
        ]),
        notes,
      },
    };
  } finally {
    client.close();
    if (bare) await bare.stop();
  }
}
