// Issue 15 ("Speed"): a live-blog entry reaches 1,000 subscribers, p99 at most 50 ms (LB-01). On PGlite and,
// when BENCH_DATABASE_URL is set, on that Postgres server too (a database of its own,
// `tribune_bench_liveblog`, made fresh before and dropped after). For each database:
//
//   1. an API of its own (scripts/start.mjs `spawnApi`, the built api/dist) on port `--port` + 12 with
//      NODE_ENV=development, so the English tenant has the development real-time credentials of
//      api/README.md (app 1001, key tribune-dev-key, secret tribune-dev-secret) and the control probes can
//      be signed; SIMULATOR=manual, LOG_LEVEL=warn, the per-IP limits raised, mail to the bench's sink; it
//      seeds the demo on its first start (a fresh PGlite folder, or the fresh Postgres database);
//   2. the demo editor logs in (`POST /api/v2/login`, `editor` with the bench's demo password), and the newest article
//      of `tribune` with a live blog is found (`/api/v2/article/scopes/net-binnen/…`, then each article's
//      `liveblog_id`), with its channel from `GET /api/v1/resource/{id}/liveblogs-as-html`
//      (`liveblog-{articleId}`);
//   3. BENCH_LB_SUBSCRIBERS (1,000) raw protocol-7 `ws` clients subscribe to that channel, in
//      BENCH_LB_GENERATORS (cores − 1) receiver processes: this file forked with
//      BENCH_LIVEBLOG_RECEIVER=1 (the receiver is at the end); each stamps a frame's receipt time before
//      reading it, and keeps, per entry id (a `LiveblogEvent` whose `event` is `created`) or probe seq
//      (`BenchProbe`), the receipt times of all its clients;
//   4. once the API is idle (under a tenth of a core for a second: a fresh start has work left after it
//      answers), the control: BENCH_LB_PROBES (50) probes at BENCH_LB_RATE a second published on the same channel
//      through the Pusher HTTP API (the official SDK, signed with the development secret): the fan-out
//      with no database write and no request to the editors' API;
//   5. the entries: BENCH_LB_WARMUP (5, left out of the figures) + BENCH_LB_ENTRIES (100) entries posted
//      by the editor at BENCH_LB_RATE (5) a second (`POST /api/v2/liveblog/{liveblog_id}/entries`, a
//      paragraph of about 40 words each): latency = receipt − the POST's send time (the upper bound,
//      the write included: the one judged), receipt − the POST's answer (a lower bound: the API publishes
//      before it answers) and receipt − the entry's first receipt (the fan-out alone); p50/p95/p99/max
//      over every receipt, loss against subscribers × entries, the POST's own p50/p99, the API's CPU.
//
// Settings (environment): BENCH_LB_SUBSCRIBERS=1000  BENCH_LB_ENTRIES=100  BENCH_LB_WARMUP=5
// BENCH_LB_RATE=5  BENCH_LB_PROBES=50 (0: no control)  BENCH_LB_GENERATORS=<cores − 1>
// BENCH_LB_DATABASES=pglite,postgres  BENCH_LB_PORT=<--port + 12>.
import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Pusher from 'pusher';
import { WebSocket } from 'ws';
import { isPortFree, spawnApi, waitForHttp } from '../../start.mjs';
import { ask, shares, stopChildren } from '../lib/realtime-generators.mjs';
import { benchApiEnv, benchDemoPassword, onEachBenchDatabase, setting } from '../lib/settings.mjs';
import { percentiles } from '../lib/stats.mjs';
import { contentTargets } from '../lib/targets.mjs';

export const id = 'liveblog-fanout';
export const title = 'Live blog: an editor’s entry to 1,000 subscribers of the article (own API)';

const thisFile = fileURLToPath(import.meta.url);
const benchDatabase = 'tribune_bench_liveblog';
const tenantId = 'tribune';
/** The English tenant's development credentials (api/README.md "Tenants"), the API's own in development. */
const devRealtime = { appId: '1001', key: 'tribune-dev-key', secret: 'tribune-dev-secret' };
/** The demo editor (api/src/modules/accounts/demo-accounts.ts, documented in api/README.md). */
const editorAccount = { login: 'editor', password: benchDemoPassword };
const probeEvent = 'BenchProbe';
const portOffset = 12;

const round = (value, digits = 1) =>
  value === null || value === undefined || !Number.isFinite(Number(value))
    ? null
    : Number(Number(value).toFixed(digits));
const epochNow = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JSON request on `agent`: resolves with the status, the parsed body (or null) and the epoch ms it went and came back. */
function requestJson(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sentAt = epochNow();
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.once('end', () => {
          const answeredAt = epochNow();
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: the status says what happened
          }
          resolve({ status: response.statusCode, json, text, sentAt, answeredAt });
        });
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${url} took more than 30 s`)));
    request.once('error', reject);
    request.end(payload);
  });
}

/** CPU time (ms) and RSS (MB) of a process from /proc (Linux); null elsewhere. */
function processUsage(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return { cpuMs, rssMb: round(rssKb / 1024, 0), at: performance.now() };
  } catch {
    return null;
  }
}

/** CPU use between two samples, in % of one core. */
const cpuPercent = (from, to) =>
  from && to && to.at > from.at ? round(((to.cpuMs - from.cpuMs) / (to.at - from.at)) * 100, 0) : null;

/**
 * Waits until the API process uses under a tenth of a core for a second (what a fresh start leaves to do
 * after it answers: the seed's follow-ups, the JIT, a collection), at most two minutes. The ms it took.
 */
async function untilIdle(pid) {
  const started = Date.now();
  for (let before = processUsage(pid); before !== null && Date.now() - started < 120_000;) {
    await sleep(1_000);
    const after = processUsage(pid);
    if (after === null || after.cpuMs - before.cpuMs < 100) break;
    before = after;
  }
  return Date.now() - started;
}

/** The newest article of the tenant with a live blog, and the live blog's channel and id. */
async function findLiveblog(agent, apiUrl) {
  const headers = { 'x-tenant-id': tenantId };
  for (let page = 1; page <= 4; page += 1) {
    const list = await requestJson(agent, `${apiUrl}/api/v2/article/scopes/net-binnen/get/${page}?page_size=50`, {
      headers,
    });
    if (list.status !== 200) throw new Error(`the article list answered ${list.status}: ${list.text.slice(0, 200)}`);
    const summaries = list.json?.data ?? [];
    for (const summary of summaries) {
      const article = await requestJson(agent, `${apiUrl}/api/v2/article/${summary.id}`, { headers });
      if (article.json?.data?.liveblog_id == null) continue;
      const entries = await requestJson(agent, `${apiUrl}/api/v1/resource/${summary.id}/liveblogs-as-html`, {
        headers,
      });
      if (entries.status !== 200)
        throw new Error(
          `the live blog of article ${summary.id} answered ${entries.status}: ${entries.text.slice(0, 200)}`,
        );
      return {
        articleId: summary.id,
        title: article.json.data.title,
        liveblogId: entries.json.metaData.liveblog_id,
        channel: entries.json.metaData.channel,
        fixtureId: entries.json.metaData.fixture_id ?? null,
        entriesBefore: entries.json.metaData.total,
      };
    }
    if (summaries.length < 50) break;
  }
  return null;
}

/** Forks the receivers (this file, BENCH_LIVEBLOG_RECEIVER=1) and subscribes `size` clients to `channel`. */
async function startReceivers(url, channel, size, generators) {
  const children = Array.from({ length: Math.max(1, Math.min(generators, size)) }, () =>
    fork(thisFile, [], {
      env: { ...process.env, BENCH_LIVEBLOG_RECEIVER: '1' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    }),
  );
  try {
    const parts = shares(size, children.length);
    const ready = await Promise.all(
      children.map((child, index) =>
        ask(child, { type: 'start', url, channel, count: parts[index] }, 'ready', 300_000),
      ),
    );
    return {
      children,
      connected: size - ready.reduce((sum, answer) => sum + answer.failed, 0),
      connectMs: Math.round(Math.max(...ready.map((answer) => answer.connectMs))),
      subscribeP95Ms: round(Math.max(...ready.map((answer) => answer.subscribeP95Ms ?? 0))),
    };
  } catch (error) {
    await stopChildren(children);
    throw error;
  }
}

/** Waits until the receivers hold `expected` receipts, or nothing new came for `quietMs`. */
async function awaitReceipts(children, expected, quietMs = 10_000) {
  let last = -1;
  let lastChange = Date.now();
  for (let attempt = 0; attempt < 2_400; attempt += 1) {
    const counts = await Promise.all(children.map((child) => ask(child, { type: 'count' }, 'count', 30_000)));
    const received = counts.reduce((sum, answer) => sum + answer.received, 0);
    if (received >= expected) return;
    if (received !== last) {
      last = received;
      lastChange = Date.now();
    } else if (Date.now() - lastChange > quietMs) return;
    await sleep(250);
  }
}

/** Every receiver's receipts merged: key (`e{id}` or `p{seq}`) → receipt times; and the counters. */
async function collect(children) {
  const reports = await Promise.all(children.map((child) => ask(child, { type: 'report' }, 'report', 60_000)));
  const receipts = new Map();
  for (const report of reports)
    for (const [key, times] of report.perKey) receipts.set(key, [...(receipts.get(key) ?? []), ...times]);
  const sum = (field) => reports.reduce((total, report) => total + report[field], 0);
  return { receipts, closed: sum('closed'), unreadable: sum('unreadable') };
}

const spread = (values) => {
  const p = percentiles(values, [0.5, 0.95, 0.99, 1]);
  return { p50: round(p[0.5]), p95: round(p[0.95]), p99: round(p[0.99]), max: round(p[1]) };
};

/**
 * Latencies of `sends` (each `{key, sentAt, answeredAt?}`) over the receipts: from the send, from the
 * answer (when there is one) and from the first receipt; the receipts expected, got, duplicated.
 */
function latencies(sends, receipts, connected) {
  const fromSend = [];
  const fromAnswer = [];
  const fromFirst = [];
  let got = 0;
  let duplicates = 0;
  let beforeAnswer = 0;
  /** [index of the send, its slowest receipt ms] of the sends with a receipt over the target. */
  const late = [];
  for (const [index, send] of sends.entries()) {
    const times = receipts.get(send.key) ?? [];
    const slowest = times.length ? Math.max(...times) - send.sentAt : null;
    if (slowest !== null && slowest > contentTargets.maxLiveblogP99Ms) late.push([index, round(slowest)]);
    got += Math.min(connected, times.length);
    duplicates += Math.max(0, times.length - connected);
    const first = Math.min(...times);
    for (const at of times) {
      fromSend.push(at - send.sentAt);
      fromFirst.push(at - first);
      if (send.answeredAt !== undefined) {
        fromAnswer.push(at - send.answeredAt);
        if (at < send.answeredAt) beforeAnswer += 1;
      }
    }
  }
  const expected = connected * sends.length;
  return {
    receipts: fromSend.length,
    expected,
    lost: expected - got,
    duplicates,
    beforeAnswer,
    sendToReceipt: spread(fromSend),
    answerToReceipt: fromAnswer.length ? spread(fromAnswer) : null,
    firstToReceipt: spread(fromFirst),
    late,
  };
}

/** Calls `send(index)` `count` times at `rate` a second (not waiting for the answers); resolves when all answered. */
async function paced(count, rate, send) {
  const pending = [];
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(send(index));
  }
  await Promise.all(pending);
  return (performance.now() - started) / 1000;
}

/** An entry as an editor writes one: plain text, a paragraph of about 40 words. Never the same twice. */
function entryText(runId, index) {
  const minute = 1 + (index % 90);
  return (
    `${minute}' Bench update ${runId}-${index}: the home side keep the ball well in midfield and look for the ` +
    `wingers early, while the visitors sit deep and wait for the counter. The stadium is full and loud, and ` +
    `the coach is standing at the edge of his area, pointing and shouting instructions.`
  );
}

/** One database: the API, the editor, the subscribers, the control probes, the entries. */
async function measure(ctx, database, settings) {
  const { log } = ctx;
  const port = settings.port;
  if (!(await isPortFree(port))) throw new Error(`port ${port} (this scenario's API) is in use; set BENCH_LB_PORT`);
  const adminToken = randomBytes(24).toString('hex');
  const api = spawnApi({
    port,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: benchApiEnv(ctx, database, {
      NODE_ENV: 'development',
      ADMIN_TOKEN: adminToken,
    }),
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  let receivers = null;
  try {
    log(`${id}: ${database.name}: starting an API of its own on port ${port} (development, SIMULATOR=manual) …`);
    const startedAt = Date.now();
    await waitForHttp(`${apiUrl}/healthz`, { timeoutMs: 600_000, child: api.child });
    const startSeconds = round((Date.now() - startedAt) / 1000);

    const tenants = await requestJson(agent, `${apiUrl}/api/admin/tenants`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const tenant = tenants.json?.data?.find((candidate) => candidate.id === tenantId);
    if (tenant?.realtime?.key !== devRealtime.key || tenant?.realtime?.app_id !== devRealtime.appId)
      throw new Error(`${tenantId} has not the development real-time app ${devRealtime.appId} / ${devRealtime.key}`);

    const login = await requestJson(agent, `${apiUrl}/api/v2/login`, {
      method: 'POST',
      headers: { 'x-tenant-id': tenantId },
      body: editorAccount,
    });
    const token = login.json?.data?.authorization;
    if (login.status !== 200 || typeof token !== 'string')
      throw new Error(`the demo editor could not log in: ${login.status} ${login.text.slice(0, 200)}`);
    const liveblog = await findLiveblog(agent, apiUrl);
    if (liveblog === null) return { skipped: `no article of ${tenantId} has a live blog` };
    log(
      `${id}: article ${liveblog.articleId} ("${liveblog.title}"), live blog ${liveblog.liveblogId} on ${liveblog.channel}; ${settings.subscribers} subscribers …`,
    );

    const idle = processUsage(api.child.pid);
    const wsUrl = `ws://127.0.0.1:${port}/app/${devRealtime.key}?protocol=7&client=bench&version=1`;
    receivers = await startReceivers(wsUrl, liveblog.channel, settings.subscribers, settings.generators);
    if (receivers.connected < settings.subscribers)
      log(
        `${id}: ${settings.subscribers - receivers.connected} of ${settings.subscribers} clients could not subscribe`,
      );
    const connected = processUsage(api.child.pid);
    const idleMs = await untilIdle(api.child.pid);

    // The control: the same subscribers, probes through the Pusher HTTP API (no write, no editor request).
    let control = null;
    if (settings.probes > 0) {
      log(`${id}: ${settings.probes} control probes at ${settings.rate}/s through the Pusher HTTP API …`);
      const pusher = new Pusher({
        appId: devRealtime.appId,
        key: devRealtime.key,
        secret: devRealtime.secret,
        host: '127.0.0.1',
        port: String(port),
        useTLS: false,
        agent,
        timeout: 10_000,
      });
      const sends = [];
      let failed = 0;
      const before = processUsage(api.child.pid);
      const seconds = await paced(settings.probes, settings.rate, async (seq) => {
        const sentAt = epochNow();
        try {
          await pusher.trigger(liveblog.channel, probeEvent, JSON.stringify({ seq, t: sentAt }));
          sends.push({ key: `p${seq}`, sentAt, answeredAt: epochNow() });
        } catch (error) {
          failed += 1;
          if (failed <= 3) log(`${id}: probe ${seq} failed: ${error.message}`);
        }
      });
      await awaitReceipts(receivers.children, receivers.connected * sends.length);
      const after = processUsage(api.child.pid);
      const { receipts } = await collect(receivers.children);
      control = {
        sent: settings.probes,
        failed,
        seconds: round(seconds),
        apiCpuPercent: cpuPercent(before, after),
        ...latencies(sends, receipts, receivers.connected),
      };
    }

    log(`${id}: posting ${settings.warmup} + ${settings.entries} entries at ${settings.rate}/s as the editor …`);
    const runId = randomBytes(3).toString('hex');
    const posts = [];
    const before = processUsage(api.child.pid);
    const seconds = await paced(settings.warmup + settings.entries, settings.rate, async (index) => {
      const post = { index, warmup: index < settings.warmup, status: null, entryId: null };
      posts.push(post);
      try {
        const answer = await requestJson(agent, `${apiUrl}/api/v2/liveblog/${liveblog.liveblogId}/entries`, {
          method: 'POST',
          headers: { 'x-tenant-id': tenantId, authorization: `Bearer ${token}` },
          body: { body: entryText(runId, index) },
        });
        post.status = answer.status;
        post.sentAt = answer.sentAt;
        post.answeredAt = answer.answeredAt;
        post.entryId = Number.isInteger(answer.json?.data?.id) ? answer.json.data.id : null;
        if (answer.status !== 201) log(`${id}: entry ${index} answered ${answer.status}: ${answer.text.slice(0, 160)}`);
      } catch (error) {
        post.status = 'error';
        log(`${id}: entry ${index} failed: ${error.message}`);
      }
    });
    const created = posts.filter((post) => post.status === 201 && post.entryId !== null);
    await awaitReceipts(
      receivers.children,
      receivers.connected * (created.length + (control ? control.sent - control.failed : 0)),
    );
    const after = processUsage(api.child.pid);
    const { receipts, closed, unreadable } = await collect(receivers.children);
    const measured = created
      .filter((post) => !post.warmup)
      .map((post) => ({ key: `e${post.entryId}`, sentAt: post.sentAt, answeredAt: post.answeredAt }));
    const ours = new Set(created.map((post) => `e${post.entryId}`));
    const strays = [...receipts.keys()].filter((key) => key.startsWith('e') && !ours.has(key)).length;
    const postMs = percentiles(
      created.filter((post) => !post.warmup).map((post) => post.answeredAt - post.sentAt),
      [0.5, 0.99, 1],
    );
    const frame = await requestJson(agent, `${apiUrl}/api/v1/resource/${liveblog.articleId}/liveblogs-as-html`, {
      headers: { 'x-tenant-id': tenantId },
    });
    return {
      database: database.name,
      startSeconds,
      idleMs,
      liveblog: { ...liveblog, entriesAfter: frame.json?.metaData?.total ?? null },
      subscribers: settings.subscribers,
      connected: receivers.connected,
      connectMs: receivers.connectMs,
      subscribeP95Ms: receivers.subscribeP95Ms,
      control,
      entries: {
        sent: settings.entries,
        created: measured.length,
        failed: posts.length - created.length,
        seconds: round(seconds),
        post: { p50: round(postMs[0.5]), p99: round(postMs[0.99]), max: round(postMs[1]) },
        apiCpuPercent: cpuPercent(before, after),
        strays,
        closed,
        unreadable,
        ...latencies(measured, receipts, receivers.connected),
      },
      rssMb: { idle: idle?.rssMb ?? null, connected: connected?.rssMb ?? null, end: after?.rssMb ?? null },
    };
  } finally {
    if (receivers) await stopChildren(receivers.children);
    agent.destroy();
    await api.stop(60_000);
  }
}

export async function run(ctx) {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const settings = {
    subscribers: setting('BENCH_LB_SUBSCRIBERS', 1_000, { min: 1, max: 20_000, integer: true }),
    entries: setting('BENCH_LB_ENTRIES', 100, { min: 1, max: 10_000, integer: true }),
    warmup: setting('BENCH_LB_WARMUP', 5, { min: 0, max: 1_000, integer: true }),
    rate: setting('BENCH_LB_RATE', 5, { min: 0.1, max: 200 }),
    probes: setting('BENCH_LB_PROBES', 50, { min: 0, max: 10_000, integer: true }),
    generators: setting('BENCH_LB_GENERATORS', Math.max(1, cores - 1), { min: 1, max: 64, integer: true }),
    port: setting('BENCH_LB_PORT', ctx.options.port + portOffset, { min: 1, max: 65_535, integer: true }),
  };
  const loadAverageBefore = os.loadavg()[0];
  const outcome = await onEachBenchDatabase(
    ctx,
    { variable: 'BENCH_LB_DATABASES', folder: 'liveblog-pglite', name: benchDatabase },
    (database) => measure(ctx, database, settings),
  );
  if ('skipped' in outcome) return outcome;
  const results = outcome.results.filter((result) => !result.skipped);
  if (results.length === 0) return outcome.results[0];

  const maxP99 = contentTargets.maxLiveblogP99Ms;
  const target = `p99 ≤ ${maxP99} ms, none lost`;
  const fanoutRow = (database, what, figures, judged) => {
    const misses = [];
    if (judged && (figures.sendToReceipt.p99 === null || figures.sendToReceipt.p99 > maxP99)) misses.push('off target');
    if (figures.lost > 0) misses.push('lost');
    return [
      database,
      what,
      figures.sendToReceipt.p50,
      figures.sendToReceipt.p95,
      figures.sendToReceipt.p99,
      figures.sendToReceipt.max,
      figures.lost,
      judged ? target : '',
      misses.join(', '),
      figures.apiCpuPercent ?? '',
    ];
  };
  const plainRow = (database, what, spreadOf, extra = ['', '', '', '']) => [
    database,
    what,
    spreadOf?.p50 ?? '',
    spreadOf?.p95 ?? '',
    spreadOf?.p99 ?? '',
    spreadOf?.max ?? '',
    ...extra,
  ];
  const table = {
    columns: ['database', 'what', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'lost', 'target', 'off target', 'API CPU %'],
    rows: results.flatMap((result) => {
      const { entries, control } = result;
      const subscribers = result.connected.toLocaleString('en');
      return [
        ...(control
          ? [
              fanoutRow(
                result.database,
                `control: Pusher HTTP API probe → receipt, ${subscribers} subscribers`,
                control,
                false,
              ),
            ]
          : []),
        fanoutRow(result.database, `entry (editor POST) sent → receipt, ${subscribers} subscribers`, entries, true),
        plainRow(result.database, '  the same: POST answered → receipt (lower bound)', entries.answerToReceipt),
        plainRow(result.database, "  the fan-out alone: the entry's first receipt → receipt", entries.firstToReceipt),
        [
          result.database,
          `  POST /api/v2/liveblog/{id}/entries (${entries.sent} at ${settings.rate}/s)`,
          entries.post.p50,
          '',
          entries.post.p99,
          entries.post.max,
          entries.failed,
          '',
          entries.failed > 0 ? 'errors' : '',
          '',
        ],
      ];
    }),
    notes: [
      ...results.map(
        (result) =>
          `${result.database}: article ${result.liveblog.articleId} ("${result.liveblog.title}"), live blog ${result.liveblog.liveblogId}${result.liveblog.fixtureId ? ` (following fixture ${result.liveblog.fixtureId}, not played: SIMULATOR=manual)` : ''}, channel ${result.liveblog.channel}, ${result.liveblog.entriesBefore} entries before, ${result.liveblog.entriesAfter} after; ${result.connected}/${result.subscribers} subscribed in ${result.connectMs} ms (subscribe p95 ${result.subscribeP95Ms} ms) over ${settings.generators} receiver process(es); entries: ${result.entries.receipts.toLocaleString('en')} receipts of ${result.entries.expected.toLocaleString('en')} expected, ${result.entries.duplicates} duplicates, ${result.entries.strays} stray entries, ${result.entries.unreadable} unreadable frames, ${result.entries.closed} sockets closed, ${result.entries.beforeAnswer.toLocaleString('en')} receipts before the POST's answer${result.control ? `; control: ${result.control.receipts.toLocaleString('en')} receipts of ${result.control.expected.toLocaleString('en')}, ${result.control.failed} probes failed` : ''}; API RSS ${result.rssMb.idle} MB idle, ${result.rssMb.connected} MB with the subscribers, ${result.rssMb.end} MB at the end; API up in ${result.startSeconds} s (the demo seeded on first start), idle ${(result.idleMs / 1000).toFixed(1)} s after the subscribers came; entries with a receipt over ${maxP99} ms: ${result.entries.late.length} of ${result.entries.created}${
            result.entries.late.length
              ? ` (${result.entries.late
                  .slice(0, 12)
                  .map(([index, ms]) => `#${index + 1} ${ms} ms`)
                  .join(', ')}${result.entries.late.length > 12 ? ', …' : ''})`
              : ''
          }${result.control ? `, control probes: ${result.control.late.length} of ${result.control.sent}` : ''}`,
      ),
      `entries: ${settings.entries} after ${settings.warmup} to warm up (left out), ${settings.rate}/s, each a plain-text paragraph of about 40 words posted by the demo editor (Bearer token from POST /api/v2/login); the API stores it (sanitized), reads it back with its live blog, renders its HTML block, drops the tenant's kept public answers and publishes LiveblogEvent {event: 'created', …entry} on liveblog-{articleId} before it answers 201. "sent → receipt" bounds publish → receipt from above (the write included; judged), "answered → receipt" from below; "first receipt → receipt" is how far each subscriber trails the entry's first one, the fan-out itself`,
      `control: ${settings.probes} BenchProbe events {seq, t} at ${settings.rate}/s through the Pusher HTTP API (official SDK, keep-alive, signed with the development secret) on the same channel and clients; latency from the trigger's send`,
      `API: its own on port ${settings.port}, production build (api/dist) with NODE_ENV=development (the development real-time credentials), LOG_LEVEL=warn, SIMULATOR=manual, per-IP limits raised, mail to the bench's sink; receivers and the API share the ${cores}-core machine; API CPU in % of one core over the phase (/proc); load average (1 min) ${loadAverageBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
    ],
  };
  return { figures: { settings: { ...settings, cores, loadAverage: os.loadavg()[0] }, results }, table };
}

// ---- The receiver (this file forked with BENCH_LIVEBLOG_RECEIVER=1) -------------------------------------
//
// N raw `ws` clients speaking Pusher protocol 7, each subscribed to one channel. On every frame a client
// stamps the receipt time first (ms since the epoch from performance.timeOrigin + performance.now(),
// comparable across processes on one machine), then reads its key off the frame with a regex (not
// parsed, so the 1,000th client's stamp does not wait for 999 parses): `e{id}` for a LiveblogEvent whose
// event is `created`, `p{seq}` for a BenchProbe. A subscribed client answers the server's `pusher:ping`.
//   ← { type: 'start', url, channel, count, wave? }  → { type: 'ready', connectMs, subscribeP95Ms, failed }
//   ← { type: 'count' }                              → { type: 'count', received, closed }
//   ← { type: 'report' }                             → { type: 'report', received, closed, unreadable, perKey }
//   ← { type: 'stop' }                               closes every socket and exits
function runReceiver() {
  const eventPattern = /^\{"event":"([^"]+)"/;
  // The data is a JSON string inside the frame: its keys are written \"id\" (nested quotes escaped once).
  const entryIdPattern = /\\"id\\":(\d+)[,}]/;
  const probeSeqPattern = /\\"seq\\":(\d+)[,}]/;
  const createdMarker = '\\"event\\":\\"created\\"';
  const pongFrame = '{"event":"pusher:pong","data":{}}';
  const perKey = new Map();
  const sockets = [];
  let received = 0;
  let unreadable = 0;
  let closed = 0;
  let stopping = false;

  const keyOf = (event, text) => {
    if (event === probeEvent) {
      const seq = probeSeqPattern.exec(text)?.[1];
      return seq === undefined ? null : `p${seq}`;
    }
    if (!text.includes(createdMarker)) return undefined;
    const match = entryIdPattern.exec(text);
    if (match) return `e${match[1]}`;
    try {
      const data = JSON.parse(JSON.parse(text).data);
      return Number.isInteger(data?.id) ? `e${data.id}` : null;
    } catch {
      return null;
    }
  };

  const onFrame = (ws, text) => {
    const at = epochNow();
    const event = eventPattern.exec(text)?.[1];
    if (event === 'pusher:ping') return ws.send(pongFrame);
    if (event !== 'LiveblogEvent' && event !== probeEvent) return;
    const key = keyOf(event, text);
    if (key === undefined) return; // another LiveblogEvent (updated, deleted, initialize)
    if (key === null) {
      unreadable += 1;
      return;
    }
    received += 1;
    const stamp = Math.round(at * 100) / 100;
    const list = perKey.get(key);
    if (list) list.push(stamp);
    else perKey.set(key, [stamp]);
  };

  const openClient = (url, channel) =>
    new Promise((resolve) => {
      const started = epochNow();
      const ws = new WebSocket(url, { perMessageDeflate: false });
      let subscribed = false;
      const fail = () => resolve({ ok: false });
      ws.once('error', fail);
      ws.on('message', (data) => {
        const text = data.toString();
        if (subscribed) return onFrame(ws, text);
        if (text.includes('pusher:connection_established')) {
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: '' } }));
        } else if (text.includes('pusher_internal:subscription_succeeded')) {
          subscribed = true;
          ws.off('error', fail);
          ws.on('error', () => undefined);
          ws.on('close', () => {
            if (!stopping) closed += 1;
          });
          sockets.push(ws);
          resolve({ ok: true, subscribeMs: epochNow() - started });
        } else if (text.includes('pusher:ping')) {
          ws.send(pongFrame);
        }
      });
    });

  const start = async ({ url, channel, count, wave = 250 }) => {
    const started = epochNow();
    const times = [];
    let failed = 0;
    // Waves keep the accept backlog from overflowing (SYN retries would distort connect times).
    for (let offset = 0; offset < count; offset += wave) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(wave, count - offset) }, () => openClient(url, channel)),
      );
      for (const result of batch) {
        if (result.ok) times.push(result.subscribeMs);
        else failed += 1;
      }
    }
    times.sort((a, b) => a - b);
    process.send({
      type: 'ready',
      connectMs: epochNow() - started,
      subscribeP95Ms: times[Math.floor(times.length * 0.95)] ?? null,
      failed,
    });
  };

  process.on('message', async (message) => {
    if (message?.type === 'start') await start(message);
    else if (message?.type === 'count') process.send({ type: 'count', received, closed });
    else if (message?.type === 'report')
      process.send({ type: 'report', received, closed, unreadable, perKey: [...perKey] });
    else if (message?.type === 'stop') {
      stopping = true;
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  });
  process.on('disconnect', () => process.exit(0));
}

if (process.env.BENCH_LIVEBLOG_RECEIVER === '1' && typeof process.send === 'function') runReceiver();
