// Issue 16 ("Speed"): a collection of 50,000 items, three filters and a sort, at 50 connections: p99 at
// most 50 ms (COL-01), on PGlite and, when BENCH_DATABASE_URL is set, on that Postgres server too (in a
// database of its own, `tribune_bench_collections`, dropped afterwards). For each database:
//
//   1. `api/dist/cli/bench-collection-data.js` makes the data set in a fresh database: the demo, then a
//      collection of BENCH_COL_ITEMS (50,000) generated players on the English tenant
//      (api/src/bench/collection-filters.ts). Its summary lists a rotation of 8 item calls, each with three
//      filters (two positions OR'ed, a nationality, an appearances range, or once a date-of-birth range)
//      and a sort on another field, pages 0 to 2, with the number of items each must match;
//   2. an API of its own starts on it (production build, NODE_ENV=production, SIMULATOR=manual, port
//      `--port` + 12) twice: first as visitors get it, with the answer store (PUBLIC_ANSWER_CACHE_SECONDS,
//      5 s: a public GET reads the database once per expiry and URL), then with
//      PUBLIC_ANSWER_CACHE_SECONDS=0, so every request filters in the database: the rows to judge;
//   3. each call's count is checked against the data set's; then the rotation with autocannon at
//      `--connections` (50) for `--duration` s after a 2 s warm-up, as a guest (`X-Tenant-Id`): req/s,
//      p50, p99, max, errors, beside the target p99 ≤ 50 ms; with the store off, first the control
//      `/healthz` (one database round trip), and last each call alone, one request at a time
//      (BENCH_COL_SINGLE_RUNS, 5, after one to warm up): the median per call.
//
// `measureApi(apiUrl, data, options)` is exported so the figures can be taken on an API started another
// way (the notes of COL-01 did, before the scenario was registered).
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { runAutocannon, summarise } from '../lib/autocannon.mjs';
import { answerStorePasses, withBenchApi } from '../lib/bench-api.mjs';
import { onEachBenchDatabase, setting, volumeDefault } from '../lib/settings.mjs';
import { percentiles } from '../lib/stats.mjs';
import { volumeTargets } from '../lib/targets.mjs';

export const id = 'collection-filters';
export const title =
  'A collection of BENCH_COL_ITEMS items (50,000; 100,000 with BENCH_REAL_VOLUMES=1), three filters and a sort, 50 connections (answer store on and off)';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const builder = path.join(repoRoot, 'api/dist/cli/bench-collection-data.js');
const execFileAsync = promisify(execFile);
const benchDatabase = 'tribune_bench_collections';
const warmUpSeconds = 2;
const portOffset = 12;
/** Issue 16, "Speed". */
const maxP99Ms = 50;

const passes = answerStorePasses;

/** The API counts up to this many matches (or the page's end), then answers "more than" (SCL-04). */
const countCap = 1_000;
/** The page (`offset`) a call asks for. */
const pageOf = (query) => Number(new URL(query.path, 'http://127.0.0.1').searchParams.get('offset') ?? 0);
const headersOf = (tenantId) => ({ 'x-tenant-id': tenantId, accept: 'application/json' });
const round = (value, digits = 1) =>
  value === null || value === undefined ? null : Number(Number(value).toFixed(digits));

/** Every call once: each must answer 200 with as many matches as the data set counted. */
async function probe(apiUrl, data) {
  const mismatches = [];
  let sample = null;
  for (const query of data.queries) {
    const response = await fetch(`${apiUrl}${query.path}`, {
      headers: headersOf(data.tenantId),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${query.path} answered ${response.status}: ${text.slice(0, 200)}`);
    const body = JSON.parse(text).data;
    // Decision 0060: the in-memory index counts exactly. A collection filtered in SQL (larger than
    // COLLECTION_INDEX_MAX_ITEMS) stops counting at 1,000 (or the page's end) and says so.
    const countLimit = Math.max(countCap, (pageOf(query) + 1) * body.page_size);
    const capped = body.count_capped === true;
    const expected = capped ? countLimit : query.matches;
    if (body.count_with_filters !== expected || (capped && query.matches <= countLimit))
      mismatches.push(
        `${query.label}: ${body.count_with_filters}${body.count_capped ? ' (capped)' : ''}, counted ${query.matches}`,
      );
    sample ??= {
      bytes: Buffer.byteLength(text),
      cacheControl: response.headers.get('cache-control'),
      totalCount: body.total_count,
    };
  }
  return { mismatches, sample };
}

/** The rotation (or the control) at `connections` after a warm-up. */
async function load(apiUrl, data, { connections, duration, control }) {
  let turn = 0;
  const requests = control
    ? [{ method: 'GET', path: '/healthz' }]
    : [
        {
          method: 'GET',
          headers: headersOf(data.tenantId),
          setupRequest: (request) => {
            turn += 1;
            return { ...request, path: data.queries[turn % data.queries.length].path };
          },
        },
      ];
  await runAutocannon({ url: apiUrl, connections: Math.min(10, connections), duration: warmUpSeconds, requests });
  const result = await runAutocannon({ url: apiUrl, connections, duration, requests });
  return summarise(
    control ? 'control' : 'rotation',
    control ? '/healthz' : '/ajax/collection/{id}/items?{rotation}',
    result,
  );
}

/** Each call alone, one request at a time: the median of `runs` after one to warm up. */
async function oneAtATime(apiUrl, data, runs) {
  const out = [];
  for (const query of data.queries) {
    const times = [];
    for (let run = 0; run <= runs; run += 1) {
      const started = performance.now();
      const response = await fetch(`${apiUrl}${query.path}`, {
        headers: headersOf(data.tenantId),
        signal: AbortSignal.timeout(60_000),
      });
      await response.arrayBuffer();
      if (run > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    out.push({
      times,
      label: query.label,
      matches: query.matches,
      medianMs: round(times[Math.floor(times.length / 2)]),
      maxMs: round(times.at(-1)),
    });
  }
  return out;
}

/**
 * The figures of one API (already running at `apiUrl`, on a database with `data`): the probe, the
 * control when `withControl`, the rotation under load and, when `singleRuns`, each call alone.
 */
export async function measureApi(apiUrl, data, { connections, duration, withControl, singleRuns }) {
  const { mismatches, sample } = await probe(apiUrl, data);
  const control = withControl ? await load(apiUrl, data, { connections, duration, control: true }) : null;
  const rotation = await load(apiUrl, data, { connections, duration, control: false });
  const single = singleRuns > 0 ? await oneAtATime(apiUrl, data, singleRuns) : null;
  return { mismatches, sample, control, rotation, single };
}

async function measurePass(ctx, database, pass, data, settings) {
  return withBenchApi(ctx, database, { port: ctx.options.port + portOffset, env: pass.env }, ({ apiUrl }) => {
    ctx.log(`${id}: ${database.name}, answer store ${pass.label} …`);
    return measureApi(apiUrl, data, {
      connections: ctx.options.connections,
      duration: ctx.options.duration,
      withControl: pass.key === 'storeOff',
      singleRuns: pass.key === 'storeOff' ? settings.singleRuns : 0,
    });
  });
}

async function measure(ctx, database, settings) {
  ctx.log(`${id}: building the data set on ${database.name} (${settings.items} items) …`);
  const started = Date.now();
  const target = database.url ? ['--url', database.url] : ['--data-dir', database.dataDir];
  const { stdout } = await execFileAsync(process.execPath, [builder, ...target, '--items', String(settings.items)], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
    timeout: 60 * 60_000,
  });
  const data = JSON.parse(stdout.trim().split('\n').pop());
  const buildSeconds = Math.round((Date.now() - started) / 1000);
  const results = {};
  for (const pass of passes) results[pass.key] = await measurePass(ctx, database, pass, data, settings);
  return { database: database.name, buildSeconds, data, passes: results };
}

/** The table rows of one database's results. */
export function rowsOf(databaseName, passResults) {
  const rows = [];
  const loadRow = (store, label, figure, judged) => {
    const misses = [];
    const volume = judged && store === 'off';
    if (judged && figure.latencyMs.p99 > maxP99Ms) misses.push('off target');
    if (volume && figure.latencyMs.p99 > volumeTargets.maxConcurrentP99Ms) misses.push('off SCL-04 target');
    if (figure.errors > 0 || figure.non2xx > 0) misses.push('errors');
    return [
      databaseName,
      store,
      label,
      figure.requestsPerSecond,
      figure.latencyMs.p50,
      figure.latencyMs.p99,
      figure.latencyMs.max,
      figure.errors + figure.non2xx,
      judged ? `p99 ≤ ${maxP99Ms} ms${volume ? `; ≤ ${volumeTargets.maxConcurrentP99Ms} ms (SCL-04)` : ''}` : '',
      misses.join(', '),
    ];
  };
  for (const pass of passes) {
    const measured = passResults[pass.key];
    if (!measured) continue;
    if (measured.control) rows.push(loadRow(pass.label, 'control: /healthz (one round trip)', measured.control, false));
    rows.push(loadRow(pass.label, '8 calls in turn: 3 filters + a sort', measured.rotation, true));
    if (measured.single) {
      // SCL-04: every request of every call one at a time, together.
      const times = measured.single.flatMap((single) => single.times);
      const { 0.5: p50, 0.99: p99 } = percentiles(times, [0.5, 0.99]);
      const { maxOneAtATimeP99Ms } = volumeTargets;
      rows.push([
        databaseName,
        pass.label,
        `8 calls one at a time, ${times.length} requests`,
        '',
        round(p50),
        round(p99),
        round(Math.max(...times)),
        '',
        `p99 ≤ ${maxOneAtATimeP99Ms} ms (SCL-04)`,
        p99 > maxOneAtATimeP99Ms ? 'off target' : '',
      ]);
    }
    for (const single of measured.single ?? [])
      rows.push([
        databaseName,
        pass.label,
        `  one at a time: ${single.label} (${single.matches.toLocaleString('en')} matches)`,
        '',
        single.medianMs,
        '',
        single.maxMs,
        '',
        '',
        '',
      ]);
  }
  return rows;
}

export async function run(ctx) {
  const settings = {
    items: setting('BENCH_COL_ITEMS', volumeDefault(50_000, 100_000), { min: 1, max: 1_000_000, integer: true }),
    singleRuns: setting('BENCH_COL_SINGLE_RUNS', 25, { min: 1, max: 1_000, integer: true }),
  };
  const loadAverageBefore = os.loadavg()[0];
  const outcome = await onEachBenchDatabase(
    ctx,
    { variable: 'BENCH_COL_DATABASES', folder: 'collections-pglite', name: benchDatabase },
    (database) => measure(ctx, database, settings),
  );
  if ('skipped' in outcome) return outcome;
  const { results } = outcome;
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  return {
    figures: { settings: { ...settings, cores }, results },
    table: {
      columns: ['database', 'store', 'call', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'target', 'off target'],
      labelColumns: 3,
      rows: results.flatMap((result) => rowsOf(result.database, result.passes)),
      notes: [
        `autocannon 8 in the bench process, ${ctx.options.connections} connections for ${ctx.options.duration} s per call after a ${warmUpSeconds} s warm-up at 10, as a guest (X-Tenant-Id); each request the next of 8 item calls (three filters and a sort, pages 0–2, 24 items a page); errors = no answer within 10 s or not 2xx; latencies whole ms (2xx only)`,
        'store on: public answers kept in memory for PUBLIC_ANSWER_CACHE_SECONDS (5 s); store off: PUBLIC_ANSWER_CACHE_SECONDS=0, every request filters in the database (the rows to judge)',
        ...results.map((result) => {
          const mismatches = [...result.passes.storeOn.mismatches, ...result.passes.storeOff.mismatches];
          const sample = result.passes.storeOn.sample;
          return `${result.database}: ${result.data.items.toLocaleString('en')} items (total_count ${sample?.totalCount}), data made in ${result.buildSeconds} s; an answer ${Math.round((sample?.bytes ?? 0) / 102.4) / 10} KB, Cache-Control "${sample?.cacheControl}"; counts as the data set's: ${mismatches.length === 0 ? 'all' : mismatches.join('; ')}`;
        }),
        `API: its own on port ${ctx.options.port + portOffset}, production build; autocannon and the API share the ${cores}-core machine; load average (1 min) ${loadAverageBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
      ],
    },
  };
}
