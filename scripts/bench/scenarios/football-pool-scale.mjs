// Issue 12 ("At scale"): the prediction game with 200,000 fans and a season of picks, on PGlite and,
// when BENCH_DATABASE_URL is set, on that Postgres server too (in a database of its own,
// `tribune_bench_pool`, dropped afterwards). For each database:
//
//   1. `api/dist/cli/bench-pool-data.js` makes the data set in a fresh database (the demo, then
//      BENCH_FP_USERS fans, each playing a week with probability BENCH_FP_PARTICIPATION and then every
//      game of it; the finished games scored and the boards built: api/src/bench/prediction-season.ts);
//   2. an API of its own starts on it (production build, NODE_ENV=production, SIMULATOR=manual, mail to
//      the bench's sink, port `--port` + 4);
//   3. one connection, one request at a time (`BENCH_FP_REQUESTS`, 200, after 20 to warm up), as a fan
//      opening a page: the season ranking's page 1, a page halfway down and the last page, last week's
//      page 1, and "my rank" of fans spread over the whole table (each with their own token): p50, p99;
//   4. the predictions page's call (`GET /api/v2/predictions`, this week, each request with the token of
//      another fan) at `--connections` (50) for `--duration` seconds: req/s, p50, p99;
//   5. the next game of the week, with its picks, is finished through the operator API, and the time from
//      that call to the `PredictionsSettled` event on the `football-pool` channel (a raw protocol-7
//      client) is the settlement's: every pick scored, three boards and their levels updated.
//
// The targets of issue 12 sit beside the figures (lib/targets.mjs): single requests are judged by their
// median, the predictions call by its p99.
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { WebSocket } from 'ws';
import { isPortFree, spawnApi, waitForHttp } from '../../start.mjs';
import { benchApiEnv, onEachBenchDatabase, setting } from '../lib/settings.mjs';
import { runAutocannon, summarise } from '../lib/autocannon.mjs';
import { percentiles } from '../lib/stats.mjs';
import { poolTargets, volumeTargets } from '../lib/targets.mjs';

export const id = 'football-pool-scale';
export const title = 'Prediction game at 200,000 fans: ranking pages, my rank, the predictions call, settling a match';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const builder = path.join(repoRoot, 'api/dist/cli/bench-pool-data.js');
const execFileAsync = promisify(execFile);
const benchDatabase = 'tribune_bench_pool';

/** GET on a keep-alive connection: resolves with the status and the milliseconds to the last byte. */
function timedGet(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`${url} took more than 30 s`)));
    request.once('error', reject);
  });
}

/** `count` requests one after the other (after `warmup`), each from `next()`: p50 and p99 in ms. */
async function sequential(agent, next, { count, warmup }) {
  const times = [];
  let failed = 0;
  for (let index = 0; index < warmup + count; index += 1) {
    const { url, headers } = next(index);
    const { status, ms } = await timedGet(agent, url, headers);
    if (status !== 200) failed += 1;
    if (index >= warmup) times.push(ms);
  }
  const p = percentiles(times, [0.5, 0.99]);
  return { p50: round(p[0.5]), p99: round(p[0.99]), requests: count, failed };
}

const round = (value) => (value === null ? null : Math.round(value * 100) / 100);

/** A raw protocol-7 client on the tenant's `football-pool` channel; `settled(gameId)` resolves at its event. */
function listenForSettlement(port, key) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=bench&version=1`, {
    perMessageDeflate: false,
  });
  const waiting = new Map();
  const subscribed = new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.event === 'pusher:connection_established')
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'football-pool', auth: '' } }));
      else if (frame.event === 'pusher_internal:subscription_succeeded') resolve();
      else if (frame.event === 'pusher:ping') ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      else if (frame.event === 'PredictionsSettled') {
        const payload = typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
        waiting.get(payload.prediction_game_id)?.(performance.now());
      }
    });
  });
  return {
    subscribed,
    settled: (gameId, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no PredictionsSettled within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
        waiting.set(gameId, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      }),
    close: () => ws.terminate(),
  };
}

/** One database: build the data, start an API on it, measure, stop. */
async function measure(ctx, database, settings) {
  const { log } = ctx;
  const port = ctx.options.port + 4;
  if (!(await isPortFree(port))) throw new Error(`port ${port} (this scenario's API) is in use`);
  log(`${id}: building the data set on ${database.name} (${settings.users} fans) …`);
  const buildStarted = Date.now();
  const target = database.url ? ['--url', database.url] : ['--data-dir', database.dataDir];
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      builder,
      ...target,
      '--users',
      String(settings.users),
      '--participation',
      String(settings.participation),
      '--tokens',
      '1000',
    ],
    { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024, timeout: 90 * 60_000 },
  );
  const season = JSON.parse(stdout.trim().split('\n').pop());
  const buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
  log(`${id}: ${season.predictions} picks made in ${buildSeconds} s; starting its API on port ${port} …`);

  const adminToken = randomBytes(24).toString('hex');
  const api = spawnApi({
    port,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: benchApiEnv(ctx, database, {
      ADMIN_TOKEN: adminToken,
      // SCL-04: nothing kept between requests (a fan's predictions never are; the week's games are).
      PUBLIC_ANSWER_CACHE_SECONDS: '0',
    }),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const apiUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${apiUrl}/healthz`, { timeoutMs: 600_000, child: api.child });
    const tenantHeaders = { 'x-tenant-id': season.tenantId, accept: 'application/json' };
    const fan = (index) => ({
      ...tenantHeaders,
      authorization: `Bearer ${season.tokens[index % season.tokens.length].token}`,
    });
    const total = await (await fetch(`${apiUrl}/api/v2/ranking?filter=total`, { headers: tenantHeaders })).json();
    const pages = total.data.pages;
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const shape = { count: settings.requests, warmup: 20 };
    const rankingUrl = (query) => `${apiUrl}/api/v2/ranking?${query}`;
    const rows = {};
    rows.page1 = await sequential(
      agent,
      () => ({ url: rankingUrl('filter=total&page=0'), headers: tenantHeaders }),
      shape,
    );
    rows.deepPage = await sequential(
      agent,
      () => ({ url: rankingUrl(`filter=total&page=${Math.floor(pages / 2)}`), headers: tenantHeaders }),
      shape,
    );
    rows.lastPage = await sequential(
      agent,
      () => ({ url: rankingUrl(`filter=total&page=${pages - 1}`), headers: tenantHeaders }),
      shape,
    );
    rows.weekPage1 = await sequential(
      agent,
      () => ({ url: rankingUrl(`filter=week&value=${lastWeek}&page=0`), headers: tenantHeaders }),
      shape,
    );
    rows.myRank = await sequential(
      agent,
      (index) => ({ url: `${apiUrl}/api/v1/football-pool/my-ranking?filter=total`, headers: fan(index) }),
      shape,
    );

    // SCL-04: the predictions page's call one request at a time, each as the next fan.
    rows.predictionsAlone = await sequential(
      agent,
      (index) => ({ url: `${apiUrl}/api/v2/predictions`, headers: fan(index) }),
      shape,
    );

    // The predictions page's call, each request as another fan (their picks of this week are read).
    let turn = 0;
    const load = await runAutocannon({
      url: `${apiUrl}/api/v2/predictions`,
      connections: ctx.options.connections,
      duration: ctx.options.duration,
      requests: [
        {
          setupRequest: (request) => {
            turn += 1;
            return { ...request, headers: fan(turn) };
          },
        },
      ],
    });
    const predictionsCall = summarise('predictions', `${apiUrl}/api/v2/predictions`, load);

    let settle = null;
    if (season.nextGame) {
      const { data: tenants } = await (
        await fetch(`${apiUrl}/api/admin/tenants`, { headers: { authorization: `Bearer ${adminToken}` } })
      ).json();
      const tenant = tenants.find((candidate) => candidate.id === season.tenantId);
      const listener = listenForSettlement(port, tenant.realtime.key);
      try {
        await listener.subscribed;
        const settled = listener.settled(season.nextGame.gameId, 10 * 60_000);
        const started = performance.now();
        const finish = await fetch(`${apiUrl}/api/admin/fixtures/${season.nextGame.fixtureId}/finish`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, accept: 'application/json' },
        });
        if (!finish.ok) throw new Error(`finishing fixture ${season.nextGame.fixtureId} answered ${finish.status}`);
        const finishedAt = performance.now();
        const settledAt = await settled;
        settle = {
          picks: season.nextGame.predictions,
          finishCallMs: Math.round(finishedAt - started),
          finishToSettledMs: Math.round(settledAt - started),
        };
      } finally {
        listener.close();
      }
    }
    return {
      database: database.name,
      fans: season.users,
      picks: season.predictions,
      games: season.games,
      boardRows: pages * 50,
      buildSeconds,
      buildSteps: season.seconds,
      rows,
      predictionsCall,
      settle,
    };
  } finally {
    agent.destroy();
    await api.stop(60_000);
  }
}

export async function run(ctx) {
  const settings = {
    users: setting('BENCH_FP_USERS', 200_000, { min: 100, max: 999_999, integer: true }),
    participation: setting('BENCH_FP_PARTICIPATION', 0.8, { min: 0.01, max: 1 }),
    requests: setting('BENCH_FP_REQUESTS', 200, { min: 10, max: 100_000, integer: true }),
  };
  const outcome = await onEachBenchDatabase(
    ctx,
    { variable: 'BENCH_FP_DATABASES', folder: 'pool-pglite', name: benchDatabase },
    (database) => measure(ctx, database, settings),
  );
  if ('skipped' in outcome) return outcome;
  const { results } = outcome;

  const t = poolTargets;
  const judged = (value, limit) => (value === null || value <= limit ? '' : 'off target');
  /** A one-request-at-a-time row, judged by its median. */
  const single = (database, what, figure, limitMs) => [
    database,
    what,
    figure.p50,
    figure.p99,
    '',
    `≤ ${limitMs} ms`,
    judged(figure.p50, limitMs),
  ];
  const table = {
    columns: ['database', 'what', 'p50 ms', 'p99 ms', 'req/s', 'target', 'off target'],
    rows: results.flatMap((result) => {
      const { database, rows, predictionsCall, settle } = result;
      return [
        single(
          database,
          `ranking page 1 (season, ${result.boardRows.toLocaleString('en')} rows)`,
          rows.page1,
          t.maxPage1Ms,
        ),
        single(database, 'ranking, page halfway down', rows.deepPage, t.maxDeepPageMs),
        single(database, 'ranking, last page', rows.lastPage, t.maxDeepPageMs),
        single(database, "last week's ranking, page 1", rows.weekPage1, t.maxPage1Ms),
        single(database, 'my rank (1,000 fans over the table)', rows.myRank, t.maxMyRankMs),
        [
          database,
          'predictions call, one at a time (1,000 fans in turn)',
          rows.predictionsAlone.p50,
          rows.predictionsAlone.p99,
          '',
          `p99 ≤ ${volumeTargets.maxOneAtATimeP99Ms} ms (SCL-04)`,
          judged(rows.predictionsAlone.p99, volumeTargets.maxOneAtATimeP99Ms),
        ],
        [
          database,
          `predictions call, ${ctx.options.connections} connections`,
          predictionsCall.latencyMs.p50,
          predictionsCall.latencyMs.p99,
          predictionsCall.requestsPerSecond,
          `p99 ≤ ${t.maxPredictionsP99Ms} ms; ≤ ${volumeTargets.maxConcurrentP99Ms} ms (SCL-04)`,
          [
            judged(predictionsCall.latencyMs.p99, t.maxPredictionsP99Ms),
            predictionsCall.latencyMs.p99 > volumeTargets.maxConcurrentP99Ms ? 'off SCL-04 target' : '',
          ]
            .filter(Boolean)
            .join(', '),
        ],
        [
          database,
          settle
            ? `settle a match (${settle.picks.toLocaleString('en')} picks): finish → event`
            : 'settle a match: no open game',
          settle?.finishToSettledMs ?? '',
          '',
          '',
          `≤ ${t.maxSettleMs / 1000} s`,
          judged(settle?.finishToSettledMs ?? null, t.maxSettleMs),
        ],
      ];
    }),
  };
  return {
    figures: {
      settings: { ...settings, cores: os.availableParallelism?.() ?? os.cpus().length, loadAverage: os.loadavg()[0] },
      results,
    },
    table,
  };
}
