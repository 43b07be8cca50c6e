// Issue 14: the community page's leaderboards and the karma calls with 20,000 fans and 500,000 comments,
// on PGlite and, when BENCH_DATABASE_URL is set, on that Postgres server too (in a database of its own,
// `tribune_bench_community`, dropped afterwards). For each database:
//
//   1. `api/dist/cli/bench-community-data.js` makes the data set in a fresh database (the demo, then
//      BENCH_CB_USERS fans and BENCH_CB_COMMENTS comments over the last BENCH_CB_DAYS days on the
//      published articles of `tribune`, a quarter of them replies, about BENCH_CB_LIKES likes a comment
//      skewed towards a few fans; loaded with the karma triggers off, then `karma_rebuild('tribune')`
//      once: api/src/bench/community-boards.ts);
//   2. an API of its own starts on it (production build, NODE_ENV=production, SIMULATOR=manual, port
//      `--port` + 8) twice: first as visitors get it, with the in-memory answer store
//      (PUBLIC_ANSWER_CACHE_SECONDS, 5 s: a public GET is read from the database once per expiry), then
//      with PUBLIC_ANSWER_CACHE_SECONDS=0, so every request reads the database: the honest cost;
//   3. each call, autocannon at `--connections` (50) for `--duration` seconds after a 2 s warm-up, as a
//      guest (`X-Tenant-Id: tribune`): the three boards of the community page (comments this week and all
//      time, likes this month), the top comments of the week and of all time, the home page's karma lists
//      (this week by comments, this month by likes) and a profile's karma chart and ranking, rotating over
//      BENCH_CB_FANS (20) fans spread over the middle fifth of the all-time karma board:
//      req/s, p50, p99, max, errors, beside the target p99 ≤ 50 ms.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runAutocannon, summarise } from '../lib/autocannon.mjs';
import { answerStorePasses, withBenchApi } from '../lib/bench-api.mjs';
import { onEachBenchDatabase, setting, volumeDefault } from '../lib/settings.mjs';
import { oneAtATime } from '../lib/one-at-a-time.mjs';
import { communityTargets, volumeTargets } from '../lib/targets.mjs';

export const id = 'community-boards';
export const title =
  'Community boards and karma at BENCH_CB_USERS fans (20,000; 200,000 with BENCH_REAL_VOLUMES=1) and 500,000 comments, 50 connections (answer store on and off)';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const builder = path.join(repoRoot, 'api/dist/cli/bench-community-data.js');
const execFileAsync = promisify(execFile);
const benchDatabase = 'tribune_bench_community';
const tenantId = 'tribune';
const warmUpSeconds = 2;
const portOffset = 8;

/**
 * The calls, in the order they run; `perFan` ones take a fan id, the next of the sampled fans each request.
 * The control (store off only, not judged) is the floor of a database read here: one round trip, no tenant.
 */
const calls = [
  { key: 'floor', label: 'control: /healthz (one round trip)', path: '/healthz', control: true },
  { key: 'userCommentsWeekly', label: 'comments board, this week', path: '/api/v2/community/user-comments/weekly' },
  { key: 'userCommentsTotal', label: 'comments board, all time', path: '/api/v2/community/user-comments/total' },
  { key: 'userLikesMonthly', label: 'likes board, this month', path: '/api/v2/community/user-likes/monthly' },
  { key: 'topCommentsWeekly', label: 'top comments, this week', path: '/api/v2/community/top-comments/weekly' },
  { key: 'topCommentsTotal', label: 'top comments, all time', path: '/api/v2/community/top-comments/total' },
  {
    key: 'karmaWeek',
    label: 'karma, this week by comments',
    path: '/api/v1/user/karma-stats-in-a-week?order_by=comments',
  },
  {
    key: 'karmaMonth',
    label: 'karma, this month by likes',
    path: '/api/v1/user/karma-stats-in-a-month?order_by=likes',
  },
  { key: 'karmaStats', label: "a fan's karma stats", perFan: (fanId) => `/api/v1/user/${fanId}/karma-stats` },
  { key: 'karmaRanking', label: "a fan's karma ranking", perFan: (fanId) => `/api/v1/user/${fanId}/karma-ranking` },
];

const passes = answerStorePasses;

const headers = { 'x-tenant-id': tenantId, accept: 'application/json' };

/** One call after a warm-up; a per-fan call asks for the next fan's path on every request. */
async function load(ctx, apiUrl, call, fans) {
  const { connections, duration } = ctx.options;
  let turn = 0;
  const requests = [
    {
      method: 'GET',
      headers,
      ...(call.perFan
        ? {
            setupRequest: (request) => {
              turn += 1;
              return { ...request, path: call.perFan(fans[turn % fans.length].id) };
            },
          }
        : { path: call.path }),
    },
  ];
  const url = apiUrl;
  await runAutocannon({ url, connections: Math.min(10, connections), duration: warmUpSeconds, requests });
  const result = await runAutocannon({ url, connections, duration, requests });
  return summarise(call.key, call.path ?? call.perFan('{id}'), result);
}

/** The calls of a pass: the control only where nothing is kept (it never is, so it says nothing more). */
const callsOf = (pass) => calls.filter((call) => !call.control || pass.key === 'storeOff');

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
 * Waits until the API has worked off what the previous call left: a slow call leaves requests queued
 * when autocannon stops (and autocannon re-sends on a new socket after each 10 s timeout, so there can be
 * more than `--connections` of them), and they would land in the next call's figures. Waits until the API
 * process uses under a tenth of a core for half a second (PGlite runs in it), then for one request of the
 * next call (Postgres: the pool hands out connections in order). Resolves with the milliseconds it took.
 */
async function settle(apiUrl, path, pid) {
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

/** Asks every call once (the first sampled fan for the per-fan ones): all must answer 200; their sizes. */
async function probe(apiUrl, fans) {
  const shapes = {};
  for (const call of calls) {
    const url = `${apiUrl}${call.path ?? call.perFan(fans[0].id)}`;
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
    const body = JSON.parse(text);
    shapes[call.key] = {
      rows: Array.isArray(body.data) ? body.data.length : null,
      bytes: Buffer.byteLength(text),
      cacheControl: response.headers.get('cache-control'),
    };
  }
  return shapes;
}

/** One API start on the database: every call, one after the other. */
async function measurePass(ctx, database, pass, fans, singleRuns) {
  const port = ctx.options.port + portOffset;
  return withBenchApi(ctx, database, { port, env: pass.env }, async ({ apiUrl, pid, startSeconds }) => {
    const shapes = await probe(apiUrl, fans);
    ctx.log(
      `${id}: ${database.name}, answer store ${pass.label}: ${calls.length} calls, ${ctx.options.connections} connections for ${ctx.options.duration} s each …`,
    );
    const figures = {};
    const settleMs = {};
    for (const call of callsOf(pass)) {
      settleMs[call.key] = await settle(apiUrl, call.path ?? call.perFan(fans[0].id), pid);
      figures[call.key] = await load(ctx, apiUrl, call, fans);
    }
    // SCL-04: with the store off, each call one request at a time (the per-fan ones over the fans in turn).
    const single = {};
    if (pass.key === 'storeOff') {
      await settle(apiUrl, '/healthz', pid);
      ctx.log(`${id}: ${database.name}: each call one request at a time, ${singleRuns} times …`);
      for (const call of calls.filter((each) => !each.control))
        single[call.key] = await oneAtATime(apiUrl, {
          pathOf: (n) => call.path ?? call.perFan(fans[n % fans.length].id),
          headers,
          rounds: singleRuns,
        });
    }
    return { startSeconds, shapes, figures, settleMs, single };
  });
}

/** One database: build the data, then both passes. */
async function measure(ctx, database, settings) {
  const { log } = ctx;
  log(
    `${id}: building the data set on ${database.name} (${settings.users} fans, ${settings.comments} comments over ${settings.days} days) …`,
  );
  const buildStarted = Date.now();
  const target = database.url ? ['--url', database.url] : ['--data-dir', database.dataDir];
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      builder,
      ...target,
      '--tenant',
      tenantId,
      '--users',
      String(settings.users),
      '--comments',
      String(settings.comments),
      '--likes-per-comment',
      String(settings.likesPerComment),
      '--days',
      String(settings.days),
      '--sample-fans',
      String(settings.fans),
    ],
    { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024, timeout: 60 * 60_000 },
  );
  const data = JSON.parse(stdout.trim().split('\n').pop());
  const buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
  if (data.midFans.length === 0) throw new Error('the data set has no ranked fans');
  log(
    `${id}: ${data.added.comments} comments and ${data.added.likes} likes in ${buildSeconds} s (karma_rebuild ${data.seconds.karma_rebuild} s) …`,
  );
  const results = {};
  for (const pass of passes)
    results[pass.key] = await measurePass(ctx, database, pass, data.midFans, settings.singleRuns);
  return { database: database.name, buildSeconds, data, passes: results };
}

export async function run(ctx) {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const settings = {
    users: setting('BENCH_CB_USERS', volumeDefault(20_000, 200_000), { min: 2, max: 999_999, integer: true }),
    comments: setting('BENCH_CB_COMMENTS', 500_000, { min: 0, max: 5_000_000, integer: true }),
    likesPerComment: setting('BENCH_CB_LIKES', 2, { min: 0, max: 100 }),
    days: setting('BENCH_CB_DAYS', 425, { min: 1, max: 3_650, integer: true }),
    fans: setting('BENCH_CB_FANS', 20, { min: 1, max: 1_000, integer: true }),
    singleRuns: setting('BENCH_CB_SINGLE_RUNS', 200, { min: 1, max: 10_000, integer: true }),
  };
  const loadAverageBefore = os.loadavg()[0];
  const outcome = await onEachBenchDatabase(
    ctx,
    { variable: 'BENCH_CB_DATABASES', folder: 'community-pglite', name: benchDatabase },
    (database) => measure(ctx, database, settings),
  );
  if ('skipped' in outcome) return outcome;
  const { results } = outcome;

  const maxP99 = communityTargets.maxCallP99Ms;
  const row = (database, pass, call, figure) => {
    const misses = [];
    const judged = !call.control;
    const volume = judged && pass.key === 'storeOff';
    if (judged && figure.latencyMs.p99 > maxP99) misses.push('off target');
    if (volume && figure.latencyMs.p99 > volumeTargets.maxConcurrentP99Ms) misses.push('off SCL-04 target');
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
      judged ? `p99 ≤ ${maxP99} ms${volume ? `; ≤ ${volumeTargets.maxConcurrentP99Ms} ms (SCL-04)` : ''}` : '',
      misses.join(', '),
    ];
  };
  // SCL-04 judges the store-off rows at 50 connections against its own p99 too, and the calls one at a time.
  const { maxOneAtATimeP99Ms } = volumeTargets;
  const singleRow = (database, call, figure) => [
    database,
    'off',
    `  ${call.label}, one at a time`,
    '',
    figure.p50Ms,
    figure.p99Ms,
    figure.maxMs,
    figure.failed,
    `p99 ≤ ${maxOneAtATimeP99Ms} ms (SCL-04)`,
    [figure.p99Ms > maxOneAtATimeP99Ms ? 'off target' : '', figure.failed > 0 ? 'errors' : '']
      .filter(Boolean)
      .join(', '),
  ];
  const table = {
    columns: ['database', 'store', 'call', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'target', 'off target'],
    labelColumns: 3,
    rows: results.flatMap((result) =>
      passes.flatMap((pass) => [
        ...callsOf(pass).map((call) => row(result.database, pass, call, result.passes[pass.key].figures[call.key])),
        ...Object.entries(result.passes[pass.key].single ?? {}).map(([key, figure]) =>
          singleRow(
            result.database,
            calls.find((call) => call.key === key),
            figure,
          ),
        ),
      ]),
    ),
    notes: [
      `autocannon 8 in the bench process, ${ctx.options.connections} connections for ${ctx.options.duration} s per call after a ${warmUpSeconds} s warm-up at 10, as a guest (X-Tenant-Id: ${tenantId}); errors = no answer within autocannon's 10 s or not 2xx; latencies whole ms (2xx only); before each call the scenario waits until the API is idle (under a tenth of a core for 0.5 s) and one request of the call has answered, so what the call before left queued is not counted in it`,
      `store on: the API as visitors get it, public answers kept in memory for PUBLIC_ANSWER_CACHE_SECONDS (5 s) and read from the database once per expiry and URL; store off: a second start of the API with PUBLIC_ANSWER_CACHE_SECONDS=0, every request reads the database (the honest cost, the row to judge)`,
      `"one at a time" rows (store off, SCL-04): each call ${settings.singleRuns} requests one after the other on one keep-alive connection after 5 to warm up, each timed to its last byte; p50, p99, max ms; errors = not 2xx`,
      `a fan's karma stats and ranking rotate over ${settings.fans} fans of the middle fifth of the all-time karma board (ranks ${Math.min(...results.map((result) => result.data.midFans[0]?.rank ?? 0))}–${Math.max(...results.map((result) => result.data.midFans.at(-1)?.rank ?? 0))}), the next one each request`,
      ...results.map((result) => {
        const { data } = result;
        const sizes = Object.entries(data.sizesMb)
          .map(([table, mb]) => `${table} ${mb.toLocaleString('en')} MB`)
          .join(', ');
        const steps = Object.entries(data.seconds)
          .map(([step, seconds]) => `${step} ${seconds} s`)
          .join(', ');
        return `${result.database}: ${data.users.toLocaleString('en')} fans, ${data.added.comments.toLocaleString('en')} comments (${data.added.replies.toLocaleString('en')} replies) on ${data.articles} articles over ${settings.days} days, ${data.added.likes.toLocaleString('en')} likes; karma_counts ${data.karma.rows.toLocaleString('en')} rows (boards: ${data.karma.week.toLocaleString('en')} fans this week, ${data.karma.month.toLocaleString('en')} this month, ${data.karma.total.toLocaleString('en')} all time; the leaders have ${data.leaders.comments.toLocaleString('en')} comments and ${data.leaders.likes.toLocaleString('en')} likes); sizes: ${sizes}; data made in ${result.buildSeconds} s (${steps})`;
      }),
      ...results.map((result) => {
        const on = result.passes.storeOn;
        const sizes = calls
          .filter((call) => !call.control)
          .map(
            (call) =>
              `${call.key} ${on.shapes[call.key].rows ?? '–'} rows ${Math.round(on.shapes[call.key].bytes / 102.4) / 10} KB`,
          )
          .join(', ');
        const waits = passes
          .flatMap((pass) =>
            Object.entries(result.passes[pass.key].settleMs)
              .filter(([, ms]) => ms >= 2_000)
              .map(([key, ms]) => `${key} (store ${pass.label}) ${(ms / 1000).toFixed(1)} s`),
          )
          .join(', ');
        return `${result.database} answers: ${sizes}; Cache-Control of a board "${on.shapes.userCommentsWeekly.cacheControl}"; API up in ${on.startSeconds} s and ${result.passes.storeOff.startSeconds} s; queue left by the call before, worked off before: ${waits || 'none over 2 s'}`;
      }),
      `API: its own on port ${ctx.options.port + portOffset}, production build, NODE_ENV=production, LOG_LEVEL=warn, SIMULATOR=manual; autocannon and the API share the ${cores}-core machine; load average (1 min) ${loadAverageBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
    ],
  };
  return { figures: { settings: { ...settings, cores, loadAverage: os.loadavg()[0] }, results }, table };
}
