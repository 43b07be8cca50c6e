// Issue 27 (CLB-03, decision 0037): "a goal for a club with 10,000 alert subscriptions: time from the event
// stored to the last push sent (target ≤ 10 s), and that the live match's publish → receipt p99 does not
// rise while they are sent". On PGlite and, when BENCH_DATABASE_URL is set, on that Postgres server too (a
// database of its own, `tribune_bench_club_alerts`, made fresh before and dropped after). For each database:
//
//   1. a push service in this process (lib/push-sink.mjs, on 127.0.0.1): 201 to every POST on /push/{n},
//      each push recorded with its arrival time, its subscription number n and its Topic (`a{alert id}`);
//   2. `api/dist/cli/bench-club-alerts-data.js` makes the data set in a fresh database: the migrations, the
//      demo seeded for development, then BENCH_CA_SUBSCRIPTIONS (10,000) guests' push subscriptions on the
//      English tenant (`tribune`), endpoint `{push service}/push/{n}`, BENCH_CA_KEY_PAIRS (300) distinct
//      P-256 browser keys shared out over them, each following one club for goals (a
//      `club_alert_preferences` row with kinds `{goal}`). The club is the home side of the first scheduled
//      demo match whose simulated plan has a goal (the simulator draws a match from its fixture id);
//   3. an API of its own on that database (scripts/start.mjs `spawnApi`, the built api/dist, port
//      `--port` + 14): NODE_ENV=development, the only mode in which it may post to a push service on
//      127.0.0.1, and in which the English tenant has the development real-time credentials the probes
//      are signed with; SIMULATOR=manual, LOG_LEVEL=warn, the club alerts' loop at its default second;
//   4. BENCH_CA_SAMPLES (5) of the subscriptions read back through the API (`GET /api/v2/club-alerts` with
//      X-Push-User-Id and X-Push-Endpoint): each must follow the club for goals, or the run stops;
//   5. BENCH_CA_LISTENERS (200) raw protocol-7 `ws` clients (lib/realtime-load.mjs, in generator processes)
//      subscribe to the match's `fixture-{id}`, and one client of this process reads its goals and status;
//      once the API is idle, probes {seq, t} (`BenchProbe`) go out at BENCH_CA_RATE (10) a second through
//      the Pusher HTTP API for BENCH_CA_BASELINE_SECONDS (10), the first second as warm-up: the control;
//   6. the probes go on; the match is kicked off through the operator API at BENCH_CA_SPEED (600: ten match
//      minutes a second, `POST /api/admin/fixtures/{id}/start?speed=N`) and, at its first goal, slowed to
//      real time (`…/start?speed=1` on a live match changes its speed only): a match is played a minute a
//      minute while its goal's alerts go out, not ten a second. From the first push received, the probes
//      count as "while the pushes are sent", until every goal stored so far reached every subscription
//      (or nothing came for BENCH_CA_QUIET_SECONDS, 30, or BENCH_CA_TIMEOUT_SECONDS, 600, passed);
//   7. BENCH_CA_BASELINE_SECONDS more of probes, the match still live and its pushes done: a second
//      control, which tells the pushes from the live match;
//   8. the rest of the match is played at once (`POST /api/admin/fixtures/{id}/finish`): its other goals
//      are stored together and their pushes counted and timed as well (each once), but not judged against
//      the 10 s, which they share;
//   9. the API stops, and the data set's CLI with `--report` reads what it stored: each alert with its
//      `match_alerts.created_at`, when its goal was stored (the goal's `match_events.created_at`) and its
//      queue (`match_alert_deliveries`: sent, claimed more than once, given up, first and last `sent_at`).
//
// Per goal alert: goal stored → each push received (p50, p99, max; the max is the last push, judged
// against 10 s for the goals stored while the match was live), pushes received, duplicates and missing
// (each subscription exactly once), pushes a second. The probes: publish → receipt over every listener
// (p50/p95/p99/max) and loss, before kick-off, while the pushes go out and after them; the second judged
// against the first (lib/targets.mjs `maxProbeP99While`).
//
// Settings (environment): BENCH_CA_SUBSCRIPTIONS=10000  BENCH_CA_LISTENERS=200  BENCH_CA_SPEED=600
// BENCH_CA_RATE=10  BENCH_CA_BASELINE_SECONDS=10  BENCH_CA_QUIET_SECONDS=30  BENCH_CA_TIMEOUT_SECONDS=600
// BENCH_CA_KEY_PAIRS=300  BENCH_CA_SAMPLES=5  BENCH_CA_GENERATORS=<cores − 1>
// BENCH_CA_DATABASES=pglite,postgres  BENCH_CA_PORT=<--port + 14>.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Pusher from 'pusher';
import { WebSocket } from 'ws';
import { withBenchApi } from '../lib/bench-api.mjs';
import { startPushSink } from '../lib/push-sink.mjs';
import {
  ask,
  mergeHistograms,
  percentileOf,
  shares,
  startGenerators,
  stopChildren,
} from '../lib/realtime-generators.mjs';
import { onEachBenchDatabase, setting } from '../lib/settings.mjs';
import { median, percentiles } from '../lib/stats.mjs';
import { clubAlertTargets, matchcenterTargets, maxProbeP99While } from '../lib/targets.mjs';

export const id = 'club-alerts';
export const title =
  'Club alerts: a goal pushed to 10,000 subscriptions of one club while 200 fans watch the match (own API)';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const builder = path.join(repoRoot, 'api/dist/cli/bench-club-alerts-data.js');
const execFileAsync = promisify(execFile);
const benchDatabase = 'tribune_bench_club_alerts';
const tenantId = 'tribune';
/** The English tenant's development credentials (api/README.md "Tenants"), the API's own in development. */
const devRealtime = { appId: '1001', key: 'tribune-dev-key', secret: 'tribune-dev-secret' };
const probeEvent = 'BenchProbe';
/** The match events that are goals (a goal alert each). */
const goalTypes = new Set(['goal', 'penalty', 'own_goal']);
const portOffset = 14;

const round = (value, digits = 1) =>
  value === null || value === undefined || !Number.isFinite(Number(value))
    ? null
    : Number(Number(value).toFixed(digits));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const dash = (value) => (value === null || value === undefined ? '–' : value);

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

/** Waits until the API uses under a tenth of a core for a second (at most two minutes); the ms it took. */
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

/** A JSON request to the API: resolves with the status and the parsed body (null when not JSON). */
async function requestJson(url, { method = 'GET', headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the status says what happened
  }
  return { status: response.status, json, text };
}

/** The home and away goals of a fixture's `score` ('h-a'), or null before kick-off. */
function goalsOf(score) {
  const match = /^(\d+)\D+(\d+)$/.exec(score ?? '');
  return match ? Number(match[1]) + Number(match[2]) : null;
}

/**
 * Probes on `channel` at `rate` a second through the Pusher HTTP API, numbered across phases so a
 * straggler of one phase is never taken for a probe of the next.
 */
function createProber(pusher, channel, rate, log) {
  let seq = 0;
  const failed = new Set();
  return {
    get next() {
      return seq;
    },
    failed,
    /** Sends until `done()` or `max` probes; resolves once every trigger answered, with the seqs sent. */
    async run(done, max) {
      const from = seq;
      const pending = [];
      const started = performance.now();
      for (let index = 0; index < max && !done(); index += 1) {
        const wait = started + (index * 1000) / rate - performance.now();
        if (wait > 0) await sleep(wait);
        const current = seq;
        seq += 1;
        const data = JSON.stringify({ seq: current, t: performance.timeOrigin + performance.now() });
        pending.push(
          pusher.trigger(channel, probeEvent, data).catch((error) => {
            failed.add(current);
            if (failed.size <= 3) log(`${id}: probe ${current} failed: ${error.message}`);
          }),
        );
      }
      await Promise.all(pending);
      return { from, to: seq, seconds: (performance.now() - started) / 1000 };
    },
  };
}

/**
 * The probe figures of one phase: probes `from`…`to` − 1 were sent, those from `measuredFrom` on count
 * (the generators were told so). Waits (at most 10 s) for every listener's receipt of those, then reads
 * the generators' merged histogram.
 */
async function probeFigures(children, live, failed, { from, to, measuredFrom }) {
  const counted = [];
  for (let seq = measuredFrom; seq < to; seq += 1) if (!failed.has(seq)) counted.push(seq);
  const expected = live * counted.length;
  const receivedOf = (reports) => {
    let sum = 0;
    for (const report of reports)
      for (const [seq, count] of report.perSeq) if (seq >= measuredFrom && seq < to) sum += count;
    return sum;
  };
  const read = () => Promise.all(children.map((child) => ask(child, { type: 'report' }, 'report', 60_000)));
  let reports = await read();
  for (let deadline = Date.now() + 10_000; receivedOf(reports) < expected && Date.now() < deadline;) {
    await sleep(250);
    reports = await read();
  }
  const { histogram, bucketMs, measured, overflow } = mergeHistograms(reports);
  const slowest = new Map();
  for (const report of reports)
    for (const [seq, ms] of report.perSeqMax)
      if (seq >= measuredFrom && seq < to) slowest.set(seq, Math.max(slowest.get(seq) ?? 0, ms));
  const received = receivedOf(reports);
  return {
    probesSent: to - from,
    probesMeasured: counted.length,
    probeErrors: [...failed].filter((seq) => seq >= from && seq < to).length,
    receipts: measured,
    lost: Math.max(0, expected - received),
    p50Ms: round(percentileOf(histogram, bucketMs, measured, 0.5), 2),
    p95Ms: round(percentileOf(histogram, bucketMs, measured, 0.95), 2),
    p99Ms: round(percentileOf(histogram, bucketMs, measured, 0.99), 2),
    maxMs:
      overflow > 0 ? '>10000' : round(histogram.length ? (histogram[histogram.length - 1][0] + 1) * bucketMs : null, 2),
    /** Probes at least one listener got later than the live target of issue 11 (50 ms). */
    probesOver50Ms: [...slowest.values()].filter((ms) => ms > matchcenterTargets.maxLiveP99Ms).length,
  };
}

/** Makes the data set with the CLI; its summary (the match, the club, sample subscriptions). */
async function makeData(database, settings, pushOrigin) {
  const target = database.url ? ['--url', database.url] : ['--data-dir', database.dataDir];
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      builder,
      ...target,
      '--push-origin',
      pushOrigin,
      '--tenant',
      tenantId,
      '--subscriptions',
      String(settings.subscriptions),
      '--key-pairs',
      String(settings.keyPairs),
      '--samples',
      String(settings.samples),
    ],
    { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024, timeout: 30 * 60_000 },
  );
  return JSON.parse(stdout.trim().split('\n').pop());
}

/** What the API stored about the match's alerts (the CLI's `--report`, once the API has stopped). */
async function readReport(database, fixtureId) {
  const target = database.url ? ['--url', database.url] : ['--data-dir', database.dataDir];
  const { stdout } = await execFileAsync(process.execPath, [builder, ...target, '--report', String(fixtureId)], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
    timeout: 10 * 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop());
}

/**
 * One raw protocol-7 client of the bench's own on the match's channel, reading what the listeners only
 * count: each goal (`MatchEvent` of a goal type) and the match's status (`MatchStatus`).
 */
function watchMatch(url, channel, { onGoal, onStatus }) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the match watcher could not subscribe to ${channel}`)), 30_000);
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.on('message', (raw) => {
      let frame;
      try {
        frame = JSON.parse(raw.toString());
      } catch {
        return;
      }
      if (frame.event === 'pusher:connection_established')
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: '' } }));
      else if (frame.event === 'pusher:ping') ws.send('{"event":"pusher:pong","data":{}}');
      else if (frame.event === 'pusher_internal:subscription_succeeded') {
        clearTimeout(timer);
        resolve();
      } else if (frame.event === 'MatchEvent' || frame.event === 'MatchStatus') {
        let payload;
        try {
          payload = typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
        } catch {
          return;
        }
        if (frame.event === 'MatchStatus') onStatus(payload);
        else if (goalTypes.has(payload?.type)) onGoal(payload);
      }
    });
  });
  // Awaited once the listeners are in; a failure before then must not go unhandled meanwhile.
  ready.catch(() => undefined);
  return { ready, close: () => ws.terminate() };
}

/** The API part of a run: checks, the controls, the match and its pushes. */
async function play(ctx, settings, data, sink, adminToken, { apiUrl, pid, startSeconds }) {
  const { log } = ctx;
  const operator = { authorization: `Bearer ${adminToken}` };
  const tenantHeaders = { 'x-tenant-id': tenantId };
  const notes = [];

  const tenants = await requestJson(`${apiUrl}/api/admin/tenants`, { headers: operator });
  const tenant = tenants.json?.data?.find((candidate) => candidate.id === tenantId);
  if (tenant?.realtime?.key !== devRealtime.key)
    throw new Error(
      `${tenantId} does not have the development real-time key ${devRealtime.key}: is the API in development?`,
    );

  // The data set as the API sees it: each sample follows the club for goals, and nothing else.
  for (const sample of data.samples) {
    const answer = await requestJson(`${apiUrl}/api/v2/club-alerts`, {
      headers: { ...tenantHeaders, 'x-push-user-id': sample.id, 'x-push-endpoint': sample.endpoint },
    });
    const follows = answer.json?.data;
    const right =
      answer.status === 200 &&
      Array.isArray(follows) &&
      follows.length === 1 &&
      follows[0].team?.id === data.team.id &&
      JSON.stringify(follows[0].kinds) === JSON.stringify(['goal']);
    if (!right)
      throw new Error(
        `GET /api/v2/club-alerts for ${sample.endpoint} answered ${answer.status} ${answer.text.slice(0, 200)}, not ${data.team.name} for goals`,
      );
  }

  const fixtureId = data.fixture.id;
  const channel = `fixture-${fixtureId}`;
  const url = `ws://127.0.0.1:${new URL(apiUrl).port}/app/${devRealtime.key}?protocol=7&client=bench&version=1`;
  const children = startGenerators(Math.min(settings.listeners, settings.generators));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const match = {
    status: 'scheduled',
    goals: 0,
    firstGoalAt: null,
    realTimeFrom: null,
    kickedOffAt: null,
    finishedAt: null,
  };
  const slowDown = async () => {
    // From the first goal on, the match is played at real time, as a match is while its goal's alerts go
    // out: one minute a minute, not ten a second.
    try {
      const answer = await requestJson(`${apiUrl}/api/admin/fixtures/${fixtureId}/start?speed=1`, {
        method: 'POST',
        headers: operator,
      });
      if (answer.status === 200) match.realTimeFrom = answer.json?.data?.time ?? '?';
      else notes.push(`the match could not be slowed to real time: ${answer.status} ${answer.text.slice(0, 120)}`);
    } catch (error) {
      notes.push(`the match could not be slowed to real time: ${error instanceof Error ? error.message : error}`);
    }
  };
  const watcher = watchMatch(url, channel, {
    onGoal: () => {
      match.goals += 1;
      if (match.firstGoalAt !== null) return;
      match.firstGoalAt = Date.now();
      void slowDown();
    },
    onStatus: (payload) => {
      match.status = payload?.status ?? match.status;
      if (match.status === 'finished') match.finishedAt ??= Date.now();
    },
  });
  try {
    log(`${id}: ${settings.listeners} listeners on ${channel} in ${children.length} generator(s) …`);
    const split = shares(settings.listeners, children.length);
    const warmup = Math.round(settings.rate);
    const ready = await Promise.all(
      children.map((child, index) =>
        ask(child, { type: 'start', url, channel, count: split[index], warmup }, 'ready', 300_000),
      ),
    );
    await watcher.ready;
    const live = settings.listeners - ready.reduce((sum, answer) => sum + answer.failed, 0);
    if (live === 0) throw new Error(`none of the ${settings.listeners} listeners could subscribe to ${channel}`);
    const connectSeconds = round(Math.max(...ready.map((answer) => answer.connectMs)) / 1000, 2);
    const idleMs = await untilIdle(pid);

    const pusher = new Pusher({
      appId: devRealtime.appId,
      key: devRealtime.key,
      secret: devRealtime.secret,
      host: '127.0.0.1',
      port: new URL(apiUrl).port,
      useTLS: false,
      agent,
      timeout: 10_000,
    });
    const prober = createProber(pusher, channel, settings.rate, log);
    const baselineProbes = Math.round(settings.baselineSeconds * settings.rate);
    const newPhase = (warmupUntil) => {
      for (const child of children) child.send({ type: 'reset', warmup: warmupUntil });
    };

    // 1. The control: the listeners and the probes; no match, no push.
    log(`${id}: control, ${settings.baselineSeconds} s of probes at ${settings.rate}/s before kick-off …`);
    let usage = processUsage(pid);
    const controlRun = await prober.run(() => false, baselineProbes);
    const control = await probeFigures(children, live, prober.failed, {
      ...controlRun,
      measuredFrom: controlRun.from + warmup,
    });
    control.apiCpuPercent = cpuPercent(usage, (usage = processUsage(pid)));

    // 2. Kick-off at `speed` until the first goal, then real time; the probes go on, and count from the
    //    first push received until every goal stored so far has reached every subscription.
    newPhase(prober.next);
    const sending = { from: null, firstPushAt: null, lastPushAt: null };
    const stopListening = sink.onPush(({ at }) => {
      sending.lastPushAt = at;
      if (sending.from !== null) return;
      sending.firstPushAt = at;
      sending.from = prober.next;
      newPhase(sending.from);
    });
    const deadline = Date.now() + settings.timeoutSeconds * 1000;
    // The whole match at `speed`, plus a minute: a match with a goal planned that shows none by then won't.
    const playMs = (data.plannedFrames * 60_000) / settings.speed;
    const noGoalBy = () => match.kickedOffAt !== null && Date.now() > match.kickedOffAt + playMs + 60_000;
    let stoppedBy = 'all pushes in';
    let aborted = null;
    const allIn = () => match.goals > 0 && sink.uniquePairs() >= match.goals * data.subscriptions;
    const quiet = () =>
      match.firstGoalAt !== null &&
      Date.now() - Math.max(sending.lastPushAt ?? 0, match.firstGoalAt) > settings.quietSeconds * 1000;
    const sendingDone = () => {
      if (aborted !== null) return true;
      if (allIn()) return true;
      if (Date.now() > deadline) stoppedBy = `the timeout (BENCH_CA_TIMEOUT_SECONDS, ${settings.timeoutSeconds} s)`;
      else if (quiet()) stoppedBy = `no push for BENCH_CA_QUIET_SECONDS (${settings.quietSeconds} s)`;
      else if (match.firstGoalAt === null && (noGoalBy() || match.status === 'finished'))
        stoppedBy = 'no goal while the match was played';
      else return false;
      return true;
    };
    log(`${id}: kicking fixture ${fixtureId} off at speed ${settings.speed}, real time from the first goal …`);
    const sendingRunning = prober.run(sendingDone, Math.round(settings.timeoutSeconds * settings.rate) + 1);
    const started = await requestJson(`${apiUrl}/api/admin/fixtures/${fixtureId}/start?speed=${settings.speed}`, {
      method: 'POST',
      headers: operator,
    });
    if (started.status !== 200) aborted = `the kick-off answered ${started.status}: ${started.text.slice(0, 200)}`;
    else match.kickedOffAt = Date.now();
    const sendingRun = await sendingRunning;
    stopListening();
    if (aborted !== null) throw new Error(aborted);
    const goalsLive = match.goals;
    const whileSending = await probeFigures(children, live, prober.failed, {
      ...sendingRun,
      measuredFrom: sending.from ?? sendingRun.from,
    });
    whileSending.apiCpuPercent = cpuPercent(usage, (usage = processUsage(pid)));
    whileSending.windowSeconds = round((sendingRun.to - (sending.from ?? sendingRun.from)) / settings.rate, 1);
    whileSending.stoppedBy = stoppedBy;
    if (sending.from === null)
      notes.push('no push arrived while the match was live: the sending row covers the whole match');

    // 3. The second control: the match still live at real time, its pushes done.
    log(`${id}: control, ${settings.baselineSeconds} s of probes with the match live, no push …`);
    newPhase(prober.next);
    const pushesBefore = sink.totals.pushes;
    const afterRun = await prober.run(() => false, baselineProbes);
    const after = await probeFigures(children, live, prober.failed, { ...afterRun, measuredFrom: afterRun.from });
    after.apiCpuPercent = cpuPercent(usage, (usage = processUsage(pid)));
    after.pushes = sink.totals.pushes - pushesBefore;
    after.matchStatus = match.status;

    // 4. The rest of the match at once: its other goals are stored together, and sent one after the other.
    log(`${id}: the rest of the match at once (operator finish) …`);
    const finishRequestedAt = Date.now();
    const finished = await requestJson(`${apiUrl}/api/admin/fixtures/${fixtureId}/finish`, {
      method: 'POST',
      headers: operator,
    });
    if (finished.status !== 200)
      throw new Error(`the finish answered ${finished.status}: ${finished.text.slice(0, 200)}`);
    const finalGoals = goalsOf(finished.json?.data?.score) ?? match.goals;
    for (let lastCount = -1, lastChange = Date.now(); ;) {
      if (sink.uniquePairs() >= finalGoals * data.subscriptions) break;
      if (Date.now() > deadline) {
        notes.push(`after the finish: stopped by the timeout (BENCH_CA_TIMEOUT_SECONDS, ${settings.timeoutSeconds} s)`);
        break;
      }
      if (sink.totals.pushes !== lastCount) {
        lastCount = sink.totals.pushes;
        lastChange = Date.now();
      } else if (Date.now() - lastChange > settings.quietSeconds * 1000) {
        notes.push(`after the finish: no push for BENCH_CA_QUIET_SECONDS (${settings.quietSeconds} s)`);
        break;
      }
      await sleep(250);
    }
    return {
      fixtureAtEnd: { status: finished.json?.data?.status ?? null, score: finished.json?.data?.score ?? null },
      match: {
        kickedOffAt: match.kickedOffAt,
        firstGoalAt: match.firstGoalAt,
        realTimeFrom: match.realTimeFrom,
        goalsWhileLive: goalsLive,
        finishRequestedAt,
        finalGoals,
      },
      listeners: { wanted: settings.listeners, live, connectSeconds, generators: children.length },
      control,
      whileSending,
      after,
      api: { startSeconds, idleMs, rssMb: processUsage(pid)?.rssMb ?? null },
      notes,
    };
  } finally {
    watcher.close();
    agent.destroy();
    await stopChildren(children);
  }
}

/** The length (ms) of the union of [first, last] intervals: the time some push was going out. */
function busyMs(intervals) {
  let total = 0;
  let end = -Infinity;
  for (const [first, last] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (last <= end) continue;
    total += last - Math.max(first, end);
    end = last;
  }
  return total;
}

/** Per goal alert, what the push service got, against when the goal was stored. */
function alertFigures(report, data, sink, finishRequestedAt) {
  const goalAlerts = report.alerts.filter((alert) => alert.kind === 'goal');
  const atFinish = goalAlerts.filter((alert) => (alert.eventStoredAt ?? alert.createdAt) >= finishRequestedAt).length;
  return goalAlerts.map((alert) => {
    const number = Number(alert.key.slice('goal:'.length)) - data.fixture.id * 100;
    const planned = data.plannedGoals[number - 1] ?? null;
    const entry = sink.topics.get(`a${alert.id}`);
    const storedAt = alert.eventStoredAt ?? alert.createdAt;
    const arrivals = entry?.arrivals ?? [];
    const fromStored = percentiles(
      arrivals.map((at) => at - storedAt),
      [0.5, 0.99, 1],
    );
    let first = null;
    let last = null;
    for (const at of arrivals) {
      if (first === null || at < first) first = at;
      if (last === null || at > last) last = at;
    }
    const received = entry?.unique ?? 0;
    return {
      alertId: alert.id,
      key: alert.key,
      goal: number,
      minute: planned ? `${planned.minute}${planned.stoppageMinute ? `+${planned.stoppageMinute}` : ''}'` : null,
      score: planned ? `${planned.homeScore}–${planned.awayScore}` : null,
      /** Stored while the match was live (the figure judged), or with the others at the operator's finish. */
      storedAtFinish: storedAt >= finishRequestedAt,
      storedWith: storedAt >= finishRequestedAt ? atFinish - 1 : 0,
      eventStoredAt: alert.eventStoredAt,
      alertStoredMs: alert.eventStoredAt === null ? null : alert.createdAt - alert.eventStoredAt,
      queued: alert.queued,
      sentByApi: alert.sent,
      retried: alert.retried,
      gaveUp: alert.gaveUp,
      apiLastSentMs: alert.lastSentAt === null ? null : Math.round(alert.lastSentAt - storedAt),
      received,
      duplicates: entry?.duplicates ?? 0,
      missing: data.subscriptions - received,
      firstPushMs: first === null ? null : first - storedAt,
      firstAt: first,
      lastAt: last,
      p50Ms: round(fromStored[0.5], 0),
      p99Ms: round(fromStored[0.99], 0),
      lastPushMs: round(fromStored[1], 0),
      pushesPerSecond: first !== null && last > first ? round(arrivals.length / ((last - first) / 1000), 0) : null,
    };
  });
}

/** One database: make the data, start an API on it, measure, stop, read back. */
async function measure(ctx, database, settings) {
  const { log } = ctx;
  const sink = await startPushSink({ subscriptions: settings.subscriptions });
  try {
    log(`${id}: making ${settings.subscriptions} subscriptions on ${database.name} (push service ${sink.origin}) …`);
    const buildStarted = Date.now();
    const data = await makeData(database, settings, sink.origin);
    const buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
    log(
      `${id}: fixture ${data.fixture.id} ${data.fixture.homeTeam}–${data.fixture.awayTeam}, ${data.plannedGoals.length} goal(s) planned, ${data.subscriptions} subscriptions following ${data.team.name}, made in ${buildSeconds} s; starting its API …`,
    );
    const adminToken = randomBytes(24).toString('hex');
    const played = await withBenchApi(
      ctx,
      database,
      { port: settings.port, env: { NODE_ENV: 'development', ADMIN_TOKEN: adminToken } },
      (api) => play(ctx, settings, data, sink, adminToken, api),
    );
    const report = await readReport(database, data.fixture.id);
    const goals = alertFigures(report, data, sink, played.match.finishRequestedAt);
    const goalTopics = new Set(goals.map((goal) => `a${goal.alertId}`));
    const expectedAlerts = Math.max(goals.length, played.match.finalGoals);
    const received = goals.reduce((sum, goal) => sum + goal.received, 0);
    const pushes = goals.reduce((sum, goal) => sum + goal.received + goal.duplicates, 0);
    const lastPushes = goals.map((goal) => goal.lastPushMs).filter((ms) => ms !== null);
    const sendingMs = busyMs(goals.filter((goal) => goal.firstAt !== null).map((goal) => [goal.firstAt, goal.lastAt]));
    return {
      database: database.name,
      data: {
        fixture: data.fixture,
        team: data.team,
        plannedGoals: data.plannedGoals.length,
        subscriptions: data.subscriptions,
        keyPairs: data.keyPairs,
        samplesChecked: data.samples.length,
        buildSeconds,
        steps: data.seconds,
      },
      ...played,
      otherAlerts: report.alerts
        .filter((alert) => alert.kind !== 'goal')
        .map((alert) => `${alert.kind} (${alert.queued} queued)`),
      goals: goals.map(({ firstAt, lastAt, ...goal }) => goal),
      summary: {
        goalAlerts: goals.length,
        expectedAlerts,
        pushes,
        expected: expectedAlerts * data.subscriptions,
        duplicates: goals.reduce((sum, goal) => sum + goal.duplicates, 0),
        missing: expectedAlerts * data.subscriptions - received,
        lastPushP50Ms: round(median(lastPushes), 0),
        lastPushMaxMs: lastPushes.length ? Math.max(...lastPushes) : null,
        sendingSeconds: round(sendingMs / 1000, 1),
        pushesPerSecond: sendingMs > 0 ? round(pushes / (sendingMs / 1000), 0) : null,
        strays: sink.totals.strays,
        untagged: sink.totals.untagged,
        otherTopics: [...sink.topics.keys()].filter((topic) => !goalTopics.has(topic)).length,
      },
    };
  } finally {
    await sink.stop();
  }
}

export async function run(ctx) {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const settings = {
    subscriptions: setting('BENCH_CA_SUBSCRIPTIONS', 10_000, { min: 1, max: 60_000, integer: true }),
    listeners: setting('BENCH_CA_LISTENERS', 200, { min: 1, max: 10_000, integer: true }),
    speed: setting('BENCH_CA_SPEED', 600, { min: 1, max: 600 }),
    rate: setting('BENCH_CA_RATE', 10, { min: 1, max: 200 }),
    baselineSeconds: setting('BENCH_CA_BASELINE_SECONDS', 10, { min: 2, max: 600 }),
    quietSeconds: setting('BENCH_CA_QUIET_SECONDS', 30, { min: 1, max: 600 }),
    timeoutSeconds: setting('BENCH_CA_TIMEOUT_SECONDS', 600, { min: 10, max: 3_600 }),
    keyPairs: setting('BENCH_CA_KEY_PAIRS', 300, { min: 1, max: 10_000, integer: true }),
    samples: setting('BENCH_CA_SAMPLES', 5, { min: 1, max: 100, integer: true }),
    generators: setting('BENCH_CA_GENERATORS', Math.max(1, cores - 1), { min: 1, max: 64, integer: true }),
    port: setting('BENCH_CA_PORT', ctx.options.port + portOffset, { min: 1, max: 65_535, integer: true }),
  };
  const loadAverageBefore = os.loadavg()[0];
  const outcome = await onEachBenchDatabase(
    ctx,
    { variable: 'BENCH_CA_DATABASES', folder: 'club-alerts-pglite', name: benchDatabase },
    (database) => measure(ctx, database, settings),
  );
  if ('skipped' in outcome) return outcome;
  const { results } = outcome;
  const loadAverageAfter = os.loadavg()[0];

  const lastPushTarget = `last ≤ ${clubAlertTargets.maxLastPushMs / 1000} s, each once`;
  const pushMisses = (lastMs, missing, duplicates, judgeTime) => {
    const misses = [];
    if (judgeTime && (lastMs === null || lastMs > clubAlertTargets.maxLastPushMs)) misses.push('last push');
    if (missing > 0) misses.push('missing');
    if (duplicates > 0) misses.push('duplicates');
    return misses.join(', ') || '–';
  };
  const probeRow = (database, what, figures, target, misses) => [
    database,
    what,
    figures.receipts,
    figures.lost + figures.probeErrors * figures.listeners,
    '–',
    figures.p50Ms,
    figures.p99Ms,
    figures.maxMs,
    '–',
    target,
    misses.join(', ') || '–',
  ];
  const rows = results.flatMap((result) => {
    const { control, whileSending, after, summary, match } = result;
    for (const figures of [control, whileSending, after]) figures.listeners = result.listeners.live;
    const lost = (figures) => (figures.lost > 0 || figures.probeErrors > 0 ? ['probes lost'] : []);
    const limit = control.p99Ms === null ? null : round(maxProbeP99While(control.p99Ms), 1);
    const rose = whileSending.p99Ms === null || limit === null || whileSending.p99Ms > limit ? ['p99 rose'] : [];
    return [
      probeRow(
        result.database,
        `live probes before kick-off (control), ${result.listeners.live} listeners`,
        control,
        '–',
        lost(control),
      ),
      probeRow(
        result.database,
        `live probes while the pushes are sent (${whileSending.windowSeconds} s)`,
        whileSending,
        limit === null ? '–' : `p99 ≤ ${limit} ms`,
        [...rose, ...lost(whileSending)],
      ),
      probeRow(result.database, `live probes, match live, pushes done (control)`, after, '–', lost(after)),
      ...result.goals.map((goal) => [
        result.database,
        `goal ${goal.goal}${goal.minute ? ` (${goal.minute}, ${goal.score})` : ''}${goal.storedAtFinish ? `, at the finish${goal.storedWith > 0 ? ` with ${goal.storedWith} other(s)` : ''}` : ''}: stored → push received`,
        goal.received,
        goal.missing,
        goal.duplicates,
        goal.p50Ms,
        goal.p99Ms,
        goal.lastPushMs,
        dash(goal.pushesPerSecond),
        goal.storedAtFinish ? 'each once' : lastPushTarget,
        pushMisses(goal.lastPushMs, goal.missing, goal.duplicates, !goal.storedAtFinish),
      ]),
      [
        result.database,
        `${summary.goalAlerts} goal alert(s) × ${result.data.subscriptions.toLocaleString('en')} subscriptions: last push p50 / max`,
        summary.pushes,
        summary.missing,
        summary.duplicates,
        dash(summary.lastPushP50Ms),
        '–',
        dash(summary.lastPushMaxMs),
        dash(summary.pushesPerSecond),
        'each once',
        pushMisses(summary.lastPushMaxMs, summary.missing, summary.duplicates, false) +
          (summary.goalAlerts < match.finalGoals
            ? `, ${match.finalGoals - summary.goalAlerts} goal(s) without an alert`
            : ''),
      ],
    ];
  });

  const allowance = clubAlertTargets.probeP99Allowance;
  const notes = [
    `count: probe receipts over every listener, or pushes received (per goal: distinct subscriptions; last row: every push); missing / lost: probes × listeners not received, or subscriptions × goals without a push; duplicates: pushes beyond the first per goal and subscription; goal rows: ms from the goal stored (its match_events.created_at) to each push's arrival at the bench's push service (p50, p99, max = the last push); per s: pushes a second while that goal's were going out (last row: over the time any was)`,
    `probes: ${probeEvent} {seq, t} at ${settings.rate}/s through the Pusher HTTP API (official SDK, keep-alive) on the match's fixture-{id}, ${settings.baselineSeconds} s before kick-off (the first second warm-up); then from kick-off on, counted from the first push received until every goal stored so far reached every subscription; then ${settings.baselineSeconds} s more with the match still live and no push. The match is kicked off at speed ${settings.speed} and played at real time (speed 1) from its first goal on, as a match is while its goal's alerts go out; the rest of it is then played at once (operator finish), whose goals are stored together: their times include each other's queue, so only the goals stored while the match was live are judged against ${clubAlertTargets.maxLastPushMs / 1000} s. "Does not rise": p99 at most the control's plus the larger of ${allowance.ms} ms and ${allowance.share * 100} % of it`,
    ...results.map(
      (result) =>
        `${result.database}: fixture ${result.data.fixture.id} ${result.data.fixture.homeTeam}–${result.data.fixture.awayTeam} (${result.data.plannedGoals} goal(s) planned), at real time from minute ${dash(result.match.realTimeFrom)} after the first goal, ${result.match.goalsWhileLive} goal(s) while live, ${result.fixtureAtEnd.status ?? '?'} ${result.fixtureAtEnd.score ?? ''} after the finish; ${result.data.subscriptions.toLocaleString('en')} guests' subscriptions following ${result.data.team.name} for goals (${result.data.keyPairs} distinct browser key pairs), ${result.data.samplesChecked} read back through GET /api/v2/club-alerts; data made in ${result.data.buildSeconds} s (${Object.entries(
          result.data.steps,
        )
          .map(([step, seconds]) => `${step} ${seconds} s`)
          .join(', ')}); other alerts of the match: ${result.otherAlerts.join(', ') || 'none'}`,
    ),
    ...results.map(
      (result) =>
        `${result.database} queue: ${
          result.goals
            .map(
              (goal) =>
                `goal ${goal.goal}: alert stored ${dash(goal.alertStoredMs)} ms after the goal, ${goal.queued} queued, ${goal.sentByApi} marked sent (the last ${dash(goal.apiLastSentMs)} ms after the goal), ${goal.retried} claimed again, ${goal.gaveUp} given up, first push ${dash(goal.firstPushMs)} ms after the goal`,
            )
            .join('; ') || 'no goal alert stored'
        }; ${result.summary.pushes} pushes over ${result.summary.sendingSeconds} s of sending; ${result.summary.strays} to unknown subscriptions, ${result.summary.untagged} without a Topic, ${result.summary.otherTopics} for other alerts`,
    ),
    ...results.map(
      (result) =>
        `${result.database} probes: ${result.listeners.live}/${result.listeners.wanted} listeners subscribed in ${result.listeners.connectSeconds} s over ${result.listeners.generators} generator process(es); probes with a receipt over ${matchcenterTargets.maxLiveP99Ms} ms: ${result.control.probesOver50Ms} of ${result.control.probesMeasured} before kick-off, ${result.whileSending.probesOver50Ms} of ${result.whileSending.probesMeasured} while sending (stopped by ${result.whileSending.stoppedBy}), ${result.after.probesOver50Ms} of ${result.after.probesMeasured} after (${result.after.pushes} pushes arrived then); API CPU ${dash(result.control.apiCpuPercent)} % / ${dash(result.whileSending.apiCpuPercent)} % / ${dash(result.after.apiCpuPercent)} % of a core in those three windows (the second from kick-off); API up in ${result.api.startSeconds} s, idle ${(result.api.idleMs / 1000).toFixed(1)} s after the listeners came, RSS ${dash(result.api.rssMb)} MB at the end${result.notes.length ? `; ${result.notes.join('; ')}` : ''}`,
    ),
    `API: its own on port ${settings.port} (api/dist), NODE_ENV=development (a push service on 127.0.0.1 allowed, development real-time credentials), SIMULATOR=manual, LOG_LEVEL=warn, the club alerts' loop every second; the push service, the listeners' generator(s), the bench's own API and this API share the ${cores}-core machine; load average (1 min) ${loadAverageBefore.toFixed(2)} before, ${loadAverageAfter.toFixed(2)} after`,
  ];
  return {
    figures: {
      settings: { ...settings, cores },
      target: { maxLastPushMs: clubAlertTargets.maxLastPushMs, probeP99Allowance: clubAlertTargets.probeP99Allowance },
      loadAverage: { before: round(loadAverageBefore, 2), after: round(loadAverageAfter, 2) },
      results,
    },
    table: {
      columns: [
        'database',
        'what',
        'count',
        'missing / lost',
        'duplicates',
        'p50 ms',
        'p99 ms',
        'max ms',
        'per s',
        'target',
        'off target',
      ],
      rows,
      notes,
    },
  };
}
