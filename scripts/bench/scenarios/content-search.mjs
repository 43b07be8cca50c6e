// Issue 15 ("Speed"): search over 10,000 articles at 50 connections, p99 at most 50 ms (ART-04), on PGlite
// and, when BENCH_DATABASE_URL is set, on that Postgres server too (in a database of its own,
// `tribune_bench_search`, dropped afterwards). For each database:
//
//   1. `api/dist/cli/bench-search-data.js` makes the data set in a fresh database: the demo, then
//      BENCH_CS_ARTICLES (10,000) published articles on each of BENCH_CS_TENANTS (`tribune`, English, and
//      `tribune-nl`, Dutch), written by the demo's own writers in the tenant's language over many newsrooms
//      and seasons (bodies of about 400 words), published over the last BENCH_CS_DAYS (1,095) days; the
//      search documents come from the trigger of migration 0011 (api/src/bench/search-articles.ts). Its
//      summary lists the queries to ask per tenant: common words, rare words (player surnames in a
//      handful of headlines), two words (one a phrase) and, on the Dutch tenant, inflected forms that only
//      match through the `dutch` stemmer, each with the articles it matches without and with the body;
//   2. an API of its own starts on it (production build, NODE_ENV=production, SIMULATOR=manual, port
//      `--port` + 10) twice: first as visitors get it, with the answer store (PUBLIC_ANSWER_CACHE_SECONDS,
//      5 s: a public GET reads the database once per expiry and URL), then with
//      PUBLIC_ANSWER_CACHE_SECONDS=0, so every request searches the database: the rows to judge;
//   3. per tenant, `GET /ajax/search?query=…&content=off` and `content=on`, autocannon at `--connections`
//      (50) for `--duration` s after a 2 s warm-up, as a guest (`X-Tenant-Id`), each request the next query
//      of the tenant's rotation: req/s, p50, p99, max, errors, beside the target p99 ≤ 50 ms; with the store
//      off, first the control `/healthz` (one database round trip), and last each query alone, one request
//      at a time (BENCH_CS_SINGLE_RUNS, 5, after one to warm up): the median per query, summed up per kind
//      of query in the table (the slowest query of the kind named), so a slow row can be traced to a query.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { runAutocannon, summarise } from '../lib/autocannon.mjs';
import { answerStorePasses, withBenchApi } from '../lib/bench-api.mjs';
import { onEachBenchDatabase, setting, volumeDefault } from '../lib/settings.mjs';
import { percentiles } from '../lib/stats.mjs';
import { contentTargets, volumeTargets } from '../lib/targets.mjs';

export const id = 'content-search';
export const title =
  'Search over BENCH_CS_ARTICLES articles a tenant (10,000; 100,000 with BENCH_REAL_VOLUMES=1), 50 connections (answer store on and off)';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const builder = path.join(repoRoot, 'api/dist/cli/bench-search-data.js');
const execFileAsync = promisify(execFile);
const benchDatabase = 'tribune_bench_search';
const warmUpSeconds = 2;
const portOffset = 10;

const passes = answerStorePasses;
const contents = ['off', 'on'];

/** The API counts up to this many matches, then answers "more than" (SCL-04). */
const countCap = 100;
const searchPath = (query, content) => `/ajax/search?query=${encodeURIComponent(query.text)}&content=${content}`;
const headersOf = (tenantId) => ({ 'x-tenant-id': tenantId, accept: 'application/json' });
const round = (value, digits = 1) =>
  value === null || value === undefined ? null : Number(Number(value).toFixed(digits));

/** The calls of a pass: per tenant and content setting; the control only where nothing is kept. */
function callsOf(pass, tenants) {
  const calls = [];
  if (pass.key === 'storeOff')
    calls.push({ key: 'floor', label: 'control: /healthz (one round trip)', control: true, tenant: null });
  for (const tenant of tenants)
    for (const content of contents)
      calls.push({
        key: `${tenant.tenantId}:content=${content}`,
        label: `${tenant.tenantId}: content=${content}, ${tenant.queries.length} queries in turn`,
        tenant,
        content,
      });
  return calls;
}

/** One call after a warm-up: each request the next query of the tenant's rotation. */
async function load(ctx, apiUrl, call) {
  const { connections, duration } = ctx.options;
  let turn = 0;
  const requests = call.control
    ? [{ method: 'GET', path: '/healthz' }]
    : [
        {
          method: 'GET',
          headers: headersOf(call.tenant.tenantId),
          setupRequest: (request) => {
            turn += 1;
            return {
              ...request,
              path: searchPath(call.tenant.queries[turn % call.tenant.queries.length], call.content),
            };
          },
        },
      ];
  await runAutocannon({ url: apiUrl, connections: Math.min(10, connections), duration: warmUpSeconds, requests });
  const result = await runAutocannon({ url: apiUrl, connections, duration, requests });
  return summarise(
    call.key,
    call.control ? '/healthz' : '/ajax/search?query={rotation}&content=' + call.content,
    result,
  );
}

/** The CPU time (s) of process `pid` so far, from /proc (null elsewhere); clock ticks at Linux's usual 100 Hz. */
async function cpuSeconds(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Waits until the API has worked off what the previous call left queued (under a tenth of a core for
 * half a second; PGlite runs in it), then for one answer of `path` (as community-boards does). The ms it took.
 */
async function settle(apiUrl, path, headers, pid) {
  const started = Date.now();
  for (let before = await cpuSeconds(pid); before !== null && Date.now() - started < 600_000;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await cpuSeconds(pid);
    if (after === null || after - before < 0.05) break;
    before = after;
  }
  const response = await fetch(`${apiUrl}${path}`, { headers, signal: AbortSignal.timeout(600_000) });
  await response.arrayBuffer();
  return Date.now() - started;
}

/**
 * Asks every query of every tenant once, both content settings: each must answer 200 with as many
 * matches as the data set counted. Resolves with the answers' shapes (first query of each kind).
 */
async function probe(apiUrl, tenants) {
  const shapes = {};
  const mismatches = [];
  for (const tenant of tenants)
    for (const content of contents)
      for (const query of tenant.queries) {
        const url = `${apiUrl}${searchPath(query, content)}`;
        const response = await fetch(url, { headers: headersOf(tenant.tenantId), signal: AbortSignal.timeout(60_000) });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
        const body = JSON.parse(text);
        // SCL-04: over 100 matches the API stops counting there and says so.
        const counted = query.matches[content];
        const expected = counted > countCap ? countCap : counted;
        if (body.data.result_count !== expected || body.data.result_count_capped !== counted > countCap)
          mismatches.push(
            `${tenant.tenantId} "${query.text}" content=${content}: ${body.data.result_count}${body.data.result_count_capped ? ' (capped)' : ''}, counted ${counted}`,
          );
        const key = `${tenant.tenantId}:${content}:${query.kind}`;
        shapes[key] ??= {
          query: query.text,
          results: body.data.latestArticles.length,
          resultCount: body.data.result_count,
          bytes: Buffer.byteLength(text),
          cacheControl: response.headers.get('cache-control'),
          marked: body.data.latestArticles.some(
            (article) => article.title_html.includes('<mark>') || article.content_html.includes('<mark>'),
          ),
        };
      }
  return { shapes, mismatches };
}

/** Each query alone, one request at a time: the median of `runs` after one to warm up, per tenant and content. */
async function oneAtATime(apiUrl, tenants, runs) {
  const out = [];
  for (const tenant of tenants)
    for (const content of contents)
      for (const query of tenant.queries) {
        const times = [];
        for (let run = 0; run <= runs; run += 1) {
          const started = performance.now();
          const response = await fetch(`${apiUrl}${searchPath(query, content)}`, {
            headers: headersOf(tenant.tenantId),
            signal: AbortSignal.timeout(60_000),
          });
          await response.arrayBuffer();
          if (run > 0) times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        out.push({
          tenantId: tenant.tenantId,
          content,
          kind: query.kind,
          query: query.text,
          matches: query.matches[content],
          medianMs: round(times[Math.floor(times.length / 2)], 1),
          maxMs: round(times.at(-1), 1),
          times,
        });
      }
  return out;
}

/** One API start on the database: every call, one after the other. */
async function measurePass(ctx, database, pass, tenants, settings) {
  const port = ctx.options.port + portOffset;
  return withBenchApi(ctx, database, { port, env: pass.env }, async ({ apiUrl, pid, startSeconds }) => {
    const { shapes, mismatches } = await probe(apiUrl, tenants);
    if (mismatches.length > 0)
      ctx.log(`${id}: result counts differ from the data set's: ${mismatches.slice(0, 3).join('; ')}`);
    const calls = callsOf(pass, tenants);
    ctx.log(
      `${id}: ${database.name}, answer store ${pass.label}: ${calls.length} calls, ${ctx.options.connections} connections for ${ctx.options.duration} s each …`,
    );
    const figures = {};
    const settleMs = {};
    for (const call of calls) {
      const first = call.control ? '/healthz' : searchPath(call.tenant.queries[0], call.content);
      settleMs[call.key] = await settle(apiUrl, first, call.control ? {} : headersOf(call.tenant.tenantId), pid);
      figures[call.key] = await load(ctx, apiUrl, call);
    }
    let single = null;
    if (pass.key === 'storeOff') {
      await settle(apiUrl, '/healthz', {}, pid);
      ctx.log(`${id}: ${database.name}: each query alone, ${settings.singleRuns} times …`);
      single = await oneAtATime(apiUrl, tenants, settings.singleRuns);
    }
    return { startSeconds, shapes, mismatches, figures, settleMs, single };
  });
}

/** One database: build the data, then both passes. */
async function measure(ctx, database, settings) {
  const { log } = ctx;
  log(
    `${id}: building the data set on ${database.name} (${settings.articles} articles on each of ${settings.tenants.join(', ')}) …`,
  );
  const buildStarted = Date.now();
  const target = database.url ? ['--url', database.url] : ['--data-dir', database.dataDir];
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      builder,
      ...target,
      '--tenants',
      settings.tenants.join(','),
      '--articles',
      String(settings.articles),
      '--days',
      String(settings.days),
    ],
    { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024, timeout: 60 * 60_000 },
  );
  const data = JSON.parse(stdout.trim().split('\n').pop());
  const buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
  for (const tenant of data.tenants)
    if (tenant.queries.length === 0) throw new Error(`no query matches anything on ${tenant.tenantId}`);
  log(
    `${id}: ${data.tenants.map((tenant) => `${tenant.tenantId} ${tenant.published} articles`).join(', ')} in ${buildSeconds} s …`,
  );
  const results = {};
  for (const pass of passes) results[pass.key] = await measurePass(ctx, database, pass, data.tenants, settings);
  return { database: database.name, buildSeconds, data, passes: results };
}

/** Per tenant, content setting and kind of query: the median of its queries' medians, and its slowest query. */
function byKind(single) {
  const groups = new Map();
  for (const entry of single ?? []) {
    const key = `${entry.tenantId}\u0000${entry.content}\u0000${entry.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()].map((entries) => {
    const sorted = [...entries].sort((a, b) => a.medianMs - b.medianMs);
    const slowest = sorted.at(-1);
    return {
      tenantId: slowest.tenantId,
      content: slowest.content,
      kind: slowest.kind,
      queries: entries.length,
      medianMs: sorted[Math.floor(sorted.length / 2)].medianMs,
      slowest,
    };
  });
}

/** Per tenant and content setting: p50, p99 and max over every request of its queries one at a time. */
function byMode(single) {
  const groups = new Map();
  for (const entry of single ?? []) {
    const key = `${entry.tenantId}\u0000${entry.content}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()].map((entries) => {
    const times = entries.flatMap((entry) => entry.times);
    const { 0.5: p50, 0.99: p99 } = percentiles(times, [0.5, 0.99]);
    return {
      tenantId: entries[0].tenantId,
      content: entries[0].content,
      queries: entries.length,
      requests: times.length,
      p50Ms: round(p50),
      p99Ms: round(p99),
      maxMs: round(Math.max(...times)),
    };
  });
}

export async function run(ctx) {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const settings = {
    articles: setting('BENCH_CS_ARTICLES', volumeDefault(10_000, 100_000), { min: 1, max: 1_000_000, integer: true }),
    days: setting('BENCH_CS_DAYS', 1_095, { min: 1, max: 3_650, integer: true }),
    tenants: (process.env.BENCH_CS_TENANTS || 'tribune,tribune-nl')
      .split(',')
      .map((tenant) => tenant.trim())
      .filter(Boolean),
    singleRuns: setting('BENCH_CS_SINGLE_RUNS', 10, { min: 1, max: 1_000, integer: true }),
  };
  const loadAverageBefore = os.loadavg()[0];
  const outcome = await onEachBenchDatabase(
    ctx,
    { variable: 'BENCH_CS_DATABASES', folder: 'search-pglite', name: benchDatabase },
    (database) => measure(ctx, database, settings),
  );
  if ('skipped' in outcome) return outcome;
  const { results } = outcome;

  const maxP99 = contentTargets.maxSearchP99Ms;
  const { maxOneAtATimeP99Ms, maxConcurrentP99Ms } = volumeTargets;
  const loadRow = (database, pass, call, figure) => {
    const misses = [];
    const volume = !call.control && pass.key === 'storeOff';
    if (!call.control && figure.latencyMs.p99 > maxP99) misses.push('off target');
    if (volume && figure.latencyMs.p99 > maxConcurrentP99Ms) misses.push('off SCL-04 target');
    if (figure.errors > 0 || figure.non2xx > 0) misses.push('errors');
    return [
      database,
      pass.label,
      call.label,
      figure.requestsPerSecond,
      figure.latencyMs.p50,
      figure.latencyMs.p99,
      figure.latencyMs.max,
      figure.errors + figure.non2xx,
      call.control ? '' : `p99 ≤ ${maxP99} ms${volume ? `; ≤ ${maxConcurrentP99Ms} ms (SCL-04)` : ''}`,
      misses.join(', '),
    ];
  };
  // SCL-04: every request of a tenant and mode one at a time, all its queries together.
  const volumeRow = (database, group) => [
    database,
    'off',
    `  ${group.tenantId}: content=${group.content}, one at a time, ${group.requests} requests over ${group.queries} queries`,
    '',
    group.p50Ms,
    group.p99Ms,
    group.maxMs,
    '',
    `p99 ≤ ${maxOneAtATimeP99Ms} ms (SCL-04)`,
    group.p99Ms > maxOneAtATimeP99Ms ? 'off target' : '',
  ];
  const singleRow = (database, group) => [
    database,
    'off',
    `  ${group.tenantId}: content=${group.content}, ${group.kind} (${group.queries}), one at a time; slowest "${group.slowest.query}" (${group.slowest.matches.toLocaleString('en')} matches)`,
    '',
    group.medianMs,
    '',
    group.slowest.medianMs,
    '',
    '',
    '',
  ];
  const table = {
    columns: ['database', 'store', 'call', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'target', 'off target'],
    labelColumns: 3,
    rows: results.flatMap((result) =>
      passes.flatMap((pass) => {
        const measured = result.passes[pass.key];
        const tenants = result.data.tenants;
        return [
          ...callsOf(pass, tenants).map((call) => loadRow(result.database, pass, call, measured.figures[call.key])),
          ...(pass.key === 'storeOff' ? byMode(measured.single).map((group) => volumeRow(result.database, group)) : []),
          ...(pass.key === 'storeOff' ? byKind(measured.single).map((group) => singleRow(result.database, group)) : []),
        ];
      }),
    ),
    notes: [
      `autocannon 8 in the bench process, ${ctx.options.connections} connections for ${ctx.options.duration} s per call after a ${warmUpSeconds} s warm-up at 10, as a guest (X-Tenant-Id); each request the next query of the tenant's rotation (offset 0, 10 results with highlighted title and passage); errors = no answer within 10 s or not 2xx; latencies whole ms (2xx only); before each call the scenario waits until the API is idle and one request of the call has answered`,
      `store on: the API as visitors get it, public answers kept in memory for PUBLIC_ANSWER_CACHE_SECONDS (5 s), a search read from the database once per expiry and URL; store off: a second start with PUBLIC_ANSWER_CACHE_SECONDS=0, every request searches the database (the rows to judge)`,
      `"one at a time" rows (store off): each query alone, ${settings.singleRuns} requests one after the other after one to warm up; p50 = the median over the kind's queries of each query's median, max = the slowest query's median (named)`,
      ...results.flatMap((result) =>
        result.data.tenants.map(
          (tenant) =>
            `${result.database} ${tenant.tenantId} (${tenant.language}): ${tenant.published.toLocaleString('en')} published articles (${tenant.added.toLocaleString('en')} added, ${tenant.distinctTitles.toLocaleString('en')} distinct headlines; ${tenant.averageWords.body} words a body, ${tenant.averageWords.title} a title, ${tenant.averageWords.excerpt} an excerpt); queries (matches content=off / on): ${tenant.queries.map((query) => `${query.kind} "${query.text}" ${query.matches.off.toLocaleString('en')}/${query.matches.on.toLocaleString('en')}`).join(', ')}${tenant.dropped.length ? `; left out, matching nothing: ${tenant.dropped.join(', ')}` : ''}`,
        ),
      ),
      ...results.map((result) => {
        const sizes = Object.entries(result.data.sizesMb)
          .map(([name, mb]) => `${name} ${mb.toLocaleString('en')} MB`)
          .join(', ');
        const steps = Object.entries(result.data.seconds)
          .map(([step, seconds]) => `${step} ${seconds} s`)
          .join(', ');
        const on = result.passes.storeOn;
        const sample = Object.values(on.shapes)[0];
        const mismatches = [...result.passes.storeOn.mismatches, ...result.passes.storeOff.mismatches];
        const waits = passes
          .flatMap((pass) =>
            Object.entries(result.passes[pass.key].settleMs)
              .filter(([, ms]) => ms >= 2_000)
              .map(([key, ms]) => `${key} (store ${pass.label}) ${(ms / 1000).toFixed(1)} s`),
          )
          .join(', ');
        return `${result.database}: sizes ${sizes}; data made in ${result.buildSeconds} s (${steps}); an answer ${Math.round((sample?.bytes ?? 0) / 102.4) / 10} KB ("${sample?.query}"), Cache-Control "${sample?.cacheControl}"; result counts as counted by the data set: ${mismatches.length === 0 ? 'all' : `not for ${mismatches.join('; ')}`}; API up in ${on.startSeconds} s and ${result.passes.storeOff.startSeconds} s; queue left by the call before, worked off before: ${waits || 'none over 2 s'}`;
      }),
      `API: its own on port ${ctx.options.port + portOffset}, production build, NODE_ENV=production, LOG_LEVEL=warn, SIMULATOR=manual; autocannon and the API share the ${cores}-core machine; load average (1 min) ${loadAverageBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
    ],
  };
  return { figures: { settings: { ...settings, cores, loadAverage: os.loadavg()[0] }, results }, table };
}
