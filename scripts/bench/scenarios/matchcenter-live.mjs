// Issue 11 ("Speed"): 1,000 subscribers of one live match while the simulator plays 9 matches at once.
//
// The bench's own API runs in production, where each tenant's real-time secret is random and never
// leaves the API, so the probes could not be signed. This scenario therefore starts an API of its own
// (scripts/start.mjs `spawnApi`, the same built api/dist) on `--port` + 2 with a fresh PGlite folder,
// NODE_ENV=development (the English tenant then has the development credentials of api/README.md: app
// 1001, key tribune-dev-key, secret tribune-dev-secret), SIMULATOR=manual (only what the operator starts
// is played), LOG_LEVEL=warn and an operator token of its own; it stops it at the end.
//
//   1. the operator API lists the scheduled fixtures (`GET /api/admin/fixtures?filter=upcoming`); the
//      first 9 of the demo leagues are taken, the first of them is the one watched;
//   2. 1,000 raw Pusher-protocol `ws` clients (lib/realtime-load.mjs, in cores − 1 generator processes)
//      subscribe to `fixture-{id}` of the watched match, counting the frames they get per event name;
//   3. the 9 are kicked off through the operator API (`POST /api/admin/fixtures/{id}/start?speed=N`);
//   4. for BENCH_MC_SECONDS, this process publishes probes `{seq, t}` (event `BenchProbe`) on the same
//      channel with the official `pusher` SDK at BENCH_MC_RATE a second, while the simulator publishes
//      the matches' own events (MatchStatus, MatchEvent, LiveFixture, MatchStatistics) to their channels;
//   5. afterwards: probe latency publish → receipt over every client (p50/p95/p99/max; the first second's
//      probes are warm-up, left out of the latencies but not of the loss), probes lost, and the
//      simulator's events per client, compared across clients (each must have what the client with the
//      most has) and, for MatchEvent, with the events the API stored (`GET /ajax/matchcenter/fixture/{id}`).
//
// Settings (environment): BENCH_MC_SECONDS=90  BENCH_MC_SPEED=60 (match minutes per real minute: 60
// plays a minute a second, ~2 minutes a match)  BENCH_MC_RATE=10 (probes/s)  BENCH_MC_SUBSCRIBERS=1000
// BENCH_MC_MATCHES=9  BENCH_MC_BASELINE_SECONDS=10 (the control row: probes before kick-off; 0: none)
// BENCH_MC_PORT=<--port + 2>  BENCH_RT_GENERATORS=<cores − 1>.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import Pusher from 'pusher';
import { isPortFree, spawnApi, waitForHttp } from '../../start.mjs';
import {
  ask,
  mergeHistograms,
  percentileOf,
  shares,
  startGenerators,
  stopChildren,
} from '../lib/realtime-generators.mjs';
import { matchcenterTargets } from '../lib/targets.mjs';

export const id = 'matchcenter-live';
export const title = 'Match centre live: 1,000 subscribers of one match while the simulator plays 9 (own API)';

/** The English tenant's development credentials (api/README.md "Tenants"): the API's own in development. */
const devRealtime = { appId: '1001', key: 'tribune-dev-key', secret: 'tribune-dev-secret' };
/** What the simulator publishes on `fixture-{id}` (api/src/modules/matchcenter/simulator/live-events.ts). */
const simulatorEvents = ['MatchStatus', 'MatchEvent', 'LiveFixture', 'MatchStatistics'];
const probeEvent = 'BenchProbe';

function positive(name, fallback, { integer = false, max = Infinity } = {}) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || number > max || (integer && !Number.isInteger(number)))
    throw new Error(`${name} must be a positive ${integer ? 'whole ' : ''}number${max < Infinity ? ` ≤ ${max}` : ''}`);
  return number;
}

const round = (value, digits = 1) =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Number(value.toFixed(digits));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (ms) and RSS (bytes) of a process from /proc (Linux); null elsewhere. */
function processUsage(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (1-based), 12 and 13 after the command; USER_HZ 100.
    const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return { cpuMs, rss: rssKb * 1024, at: performance.now() };
  } catch {
    return null;
  }
}

/** CPU use between two samples, in % of one core. */
const cpuPercent = (from, to) =>
  from && to && to.at > from.at ? round(((to.cpuMs - from.cpuMs) / (to.at - from.at)) * 100, 0) : null;
const mb = (usage) => (usage ? round(usage.rss / 1024 / 1024, 0) : null);

/**
 * Whether the late probes come at one point of the second (probes go out every 1000 / rate ms, so probe
 * `seq` is at (seq mod rate) / rate of its second): then something stalls the server once a second, which
 * is how often the simulator ticks. Words for the notes, or '' when there is too little to tell.
 */
function secondPhaseOf(rate) {
  return (lateProbes) => {
    if (!Number.isInteger(rate) || rate < 2 || lateProbes.length < 3) return '';
    const byPhase = new Map();
    for (const [seq] of lateProbes) byPhase.set(seq % rate, (byPhase.get(seq % rate) ?? 0) + 1);
    const [phase, count] = [...byPhase.entries()].sort((a, b) => b[1] - a[1])[0];
    return `; ${count} of those ${lateProbes.length} went out at the same point of their second (probe ${phase + 1} of every ${rate})${count / lateProbes.length >= 0.5 ? ': a stall once a second, as often as the simulator ticks' : ''}`;
  };
}

export async function run(ctx) {
  const seconds = positive('BENCH_MC_SECONDS', 90, { max: 3600 });
  const speed = positive('BENCH_MC_SPEED', 60, { max: 600 });
  const rate = positive('BENCH_MC_RATE', 10, { max: 1000 });
  const subscribers = positive('BENCH_MC_SUBSCRIBERS', 1000, { integer: true, max: 10_000 });
  const matchCount = positive('BENCH_MC_MATCHES', 9, { integer: true, max: 100 });
  const port = positive('BENCH_MC_PORT', ctx.options.port + 2, { integer: true, max: 65_535 });
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  const generatorCount = Math.min(
    subscribers,
    positive('BENCH_RT_GENERATORS', Math.max(1, cores - 1), { integer: true, max: 64 }),
  );
  const baselineSeconds =
    process.env.BENCH_MC_BASELINE_SECONDS === '0' ? 0 : positive('BENCH_MC_BASELINE_SECONDS', 10, { max: 3600 });
  const probes = Math.max(1, Math.round(seconds * rate));
  const baselineProbes = Math.round(baselineSeconds * rate);
  const warmup = Math.min(Math.round(rate), (baselineProbes || probes) - 1);
  const log = ctx.log;
  const secondPhase = secondPhaseOf(rate);
  const loadAverageBefore = os.loadavg()[0];

  if (!(await isPortFree(port)))
    throw new Error(`port ${port} (for this scenario's API) is in use; choose another with BENCH_MC_PORT`);
  const adminToken = randomBytes(24).toString('hex');
  const api = spawnApi({
    port,
    freshData: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SIMULATOR: 'manual',
      ADMIN_TOKEN: adminToken,
    },
  });
  const apiUrl = api.url;
  const operator = { authorization: `Bearer ${adminToken}`, accept: 'application/json' };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let children = [];
  const notes = [];
  try {
    log(`matchcenter-live: starting an API of its own on port ${port} (development, SIMULATOR=manual) …`);
    await waitForHttp(`${apiUrl}/healthz`, { timeoutMs: 180_000, child: api.child });
    const getJson = async (path, headers) => {
      const response = await fetch(`${apiUrl}${path}`, { headers, signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return response.json();
    };
    const { data: tenantList } = await getJson('/api/admin/tenants', operator);
    const tenant = tenantList.find((candidate) => candidate.realtime?.app_id === devRealtime.appId);
    if (!tenant || tenant.realtime.key !== devRealtime.key)
      throw new Error(`no tenant with the development real-time app ${devRealtime.appId} / ${devRealtime.key}`);
    const tenantHeaders = { 'x-tenant-id': tenant.id, accept: 'application/json' };

    const { data: upcoming } = await getJson('/api/admin/fixtures?filter=upcoming&limit=100', operator);
    const chosen = upcoming
      .filter((fixture) => fixture.simulated && fixture.status === 'scheduled')
      .slice(0, matchCount);
    if (chosen.length === 0) return { skipped: 'the operator API lists no scheduled match of a demo league' };
    if (chosen.length < matchCount)
      notes.push(`only ${chosen.length} scheduled demo matches to play, not ${matchCount}`);
    const watched = chosen[0];
    const channel = `fixture-${watched.id}`;

    // Subscribers first, so they see the watched match from its kick-off.
    const idle = processUsage(api.child.pid);
    children = startGenerators(generatorCount);
    const url = `ws://127.0.0.1:${port}/app/${devRealtime.key}?protocol=7&client=bench&version=1`;
    log(`matchcenter-live: ${subscribers} clients subscribing to ${channel} …`);
    const split = shares(subscribers, children.length);
    const ready = await Promise.all(
      children.map((child, index) =>
        ask(child, { type: 'start', url, channel, count: split[index], warmup, countEvents: true }, 'ready', 300_000),
      ),
    );
    const failed = ready.reduce((sum, answer) => sum + answer.failed, 0);
    if (failed > 0) log(`matchcenter-live: ${failed} of ${subscribers} clients could not connect`);
    const connected = processUsage(api.child.pid);

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
    const report = () => Promise.all(children.map((child) => ask(child, { type: 'report' }, 'report')));
    const probeTotal = (reports) => reports.reduce((sum, entry) => sum + entry.received, 0);
    const simulatorTotal = (reports) =>
      reports.reduce(
        (sum, entry) =>
          sum +
          entry.clients.reduce(
            (all, client) => all + simulatorEvents.reduce((n, event) => n + (client.events[event] ?? 0), 0),
            0,
          ),
        0,
      );
    const live = subscribers - failed;

    /** `count` probes at `rate`/s, then the stragglers (bounded): the phase's probe figures. */
    const probePhase = async (count, phaseWarmup) => {
      const triggerMs = [];
      let sent = 0;
      let errors = 0;
      const pending = [];
      const started = performance.now();
      for (let seq = 0; seq < count; seq += 1) {
        const wait = started + (seq * 1000) / rate - performance.now();
        if (wait > 0) await sleep(wait);
        const sentAt = performance.now();
        const data = JSON.stringify({ seq, t: performance.timeOrigin + sentAt });
        pending.push(
          pusher.trigger(channel, probeEvent, data).then(
            () => {
              sent += 1;
              triggerMs.push(performance.now() - sentAt);
            },
            (error) => {
              errors += 1;
              if (errors <= 3) log(`matchcenter-live: probe ${seq} failed: ${error.message}`);
            },
          ),
        );
      }
      await Promise.all(pending);
      const seconds = (performance.now() - started) / 1000;
      let reports = await report();
      for (let deadline = Date.now() + 10_000; probeTotal(reports) < live * sent && Date.now() < deadline;) {
        await sleep(250);
        reports = await report();
      }
      const { histogram, bucketMs, measured, overflow } = mergeHistograms(reports);
      const received = probeTotal(reports);
      // Whether the tail is a few probes late for everyone (a stall) or spread out: the slowest receipt per probe.
      const slowest = new Map();
      for (const entry of reports)
        for (const [seq, ms] of entry.perSeqMax)
          if (seq >= phaseWarmup) slowest.set(seq, Math.max(slowest.get(seq) ?? 0, ms));
      const lateProbes = [...slowest.entries()]
        .filter(([, ms]) => ms > matchcenterTargets.maxLiveP99Ms)
        .sort((a, b) => a[0] - b[0])
        .map(([seq, ms]) => [seq, round(ms, 1)]);
      triggerMs.sort((a, b) => a - b);
      return {
        reports,
        figures: {
          probesSent: sent,
          probeTriggerErrors: errors,
          probesReceived: received,
          probesLost: live * sent - received,
          p50Ms: round(percentileOf(histogram, bucketMs, measured, 0.5), 2),
          p95Ms: round(percentileOf(histogram, bucketMs, measured, 0.95), 2),
          p99Ms: round(percentileOf(histogram, bucketMs, measured, 0.99), 2),
          maxMs:
            overflow > 0
              ? '>10000'
              : round(histogram.length ? (histogram[histogram.length - 1][0] + 1) * bucketMs : null, 2),
          triggerP95Ms: round(triggerMs[Math.floor(triggerMs.length * 0.95)] ?? null, 2),
          publishSeconds: round(seconds, 1),
          probesWithAReceiptOverTarget: lateProbes.length,
          /** [seq, slowest receipt ms] of those probes (sent every 1000 / rate ms from the phase's start). */
          lateProbes,
          probesMeasured: slowest.size,
        },
      };
    };

    // The control: the same subscribers and probes with no match playing.
    let baseline = null;
    if (baselineProbes > 0) {
      log(`matchcenter-live: ${baselineProbes} probes at ${rate}/s on ${channel} before kick-off (control) …`);
      const before = processUsage(api.child.pid);
      baseline = (await probePhase(baselineProbes, warmup)).figures;
      baseline.apiCpuPercent = cpuPercent(before, processUsage(api.child.pid));
      for (const child of children) child.send({ type: 'reset', warmup: 0 });
    }

    log(`matchcenter-live: kicking off ${chosen.length} matches at speed ${speed} …`);
    const startedMatches = [];
    for (const fixture of chosen) {
      const response = await fetch(`${apiUrl}/api/admin/fixtures/${fixture.id}/start?speed=${speed}`, {
        method: 'POST',
        headers: operator,
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) {
        notes.push(`fixture ${fixture.id} did not start: ${response.status}`);
        await response.arrayBuffer();
        continue;
      }
      startedMatches.push((await response.json()).data);
    }
    if (!startedMatches.some((fixture) => fixture.id === watched.id))
      throw new Error(`the watched fixture ${watched.id} did not start`);

    log(`matchcenter-live: ${probes} probes at ${rate}/s on ${channel} for ${seconds} s while the matches play …`);
    const playing = processUsage(api.child.pid);
    const phase = await probePhase(probes, baseline ? 0 : warmup);
    const afterPlay = processUsage(api.child.pid);
    let reports = phase.reports;

    // A quiet moment to compare with what the API stored: the clients' counts unchanged around the read
    // of the fixture (the simulator writes a minute, then publishes it; a read between the two retries).
    let fixture = null;
    let settled = false;
    for (let attempt = 0; attempt < 20 && !settled; attempt += 1) {
      if (attempt > 0) await sleep(150);
      const before = await report();
      fixture = (await getJson(`/ajax/matchcenter/fixture/${watched.id}`, tenantHeaders)).data;
      reports = await report();
      const reference = Math.max(
        0,
        ...reports.flatMap((entry) => entry.clients.map((client) => client.events.MatchEvent ?? 0)),
      );
      settled = simulatorTotal(before) === simulatorTotal(reports) && reference === fixture.events.length;
    }

    const clients = reports.flatMap((entry) => entry.clients);
    const reference = Object.fromEntries(
      simulatorEvents.map((event) => [event, Math.max(0, ...clients.map((client) => client.events[event] ?? 0))]),
    );
    const expectedPerClient = simulatorEvents.reduce((sum, event) => sum + reference[event], 0);
    const totals = clients.map((client) =>
      simulatorEvents.reduce((sum, event) => sum + (client.events[event] ?? 0), 0),
    );
    const missingClients =
      clients.filter((client) => simulatorEvents.some((event) => (client.events[event] ?? 0) < reference[event]))
        .length + failed;
    const storedEvents = fixture?.events.length ?? null;
    const closed = reports.reduce((sum, entry) => sum + entry.closed, 0);

    const { data: stillPlaying } = await getJson('/api/admin/fixtures?filter=live&limit=100', operator);
    const chosenIds = new Set(startedMatches.map((entry) => entry.id));
    const liveAtEnd = stillPlaying.filter((entry) => chosenIds.has(entry.id)).length;

    const playingFigures = {
      ...phase.figures,
      apiCpuPercent: cpuPercent(playing, afterPlay),
      simulatorEvents: {
        expectedPerClient,
        reference,
        minPerClient: totals.length ? Math.min(...totals) : 0,
        maxPerClient: totals.length ? Math.max(...totals) : 0,
        storedMatchEvents: storedEvents,
        comparedAtQuietMoment: settled,
      },
      clientsMissingEvents: missingClients,
    };
    const target = `p99 ≤ ${matchcenterTargets.maxLiveP99Ms} ms, nothing lost`;
    const missesOf = (row, simulator) => {
      const misses = [];
      if (row.p99Ms === null || row.p99Ms > matchcenterTargets.maxLiveP99Ms) misses.push('p99');
      if (failed > 0) misses.push('connections');
      if (row.probesLost > 0 || row.probeTriggerErrors > 0) misses.push('probes lost');
      if (simulator && (missingClients > 0 || (storedEvents !== null && reference.MatchEvent !== storedEvents)))
        misses.push('simulator events');
      return misses;
    };
    playingFigures.offTarget = missesOf(playingFigures, true);
    if (baseline) baseline.offTarget = missesOf(baseline, false);
    const figures = {
      subscribers,
      connected: live,
      matchesStarted: startedMatches.length,
      matchesLiveAtEnd: liveAtEnd,
      watchedFixture: { id: watched.id, homeTeam: watched.homeTeam, awayTeam: watched.awayTeam },
      watchedAtEnd: fixture ? { status: fixture.status, time: fixture.time, score: fixture.score } : null,
      speed,
      seconds,
      baselineSeconds,
      rate,
      target: { maxP99Ms: matchcenterTargets.maxLiveP99Ms, lost: 0 },
      beforeKickOff: baseline,
      playing: playingFigures,
      clientsClosedDuringRun: closed,
      connectSeconds: round(Math.max(...ready.map((answer) => answer.connectMs)) / 1000, 2),
      api: {
        env: 'NODE_ENV=development, SIMULATOR=manual, LOG_LEVEL=warn, fresh PGlite folder',
        port,
        rssMb: { idle: mb(idle), connected: mb(connected), end: mb(afterPlay) },
      },
      generators: children.length,
      cores,
      loadAverage: { before: round(loadAverageBefore, 2), after: round(os.loadavg()[0], 2) },
    };
    if (!settled)
      notes.push(
        `the clients' MatchEvent count (${reference.MatchEvent}) and the stored events (${storedEvents}) never matched at a quiet moment within 20 tries`,
      );
    const subscribed = live === subscribers ? subscribers : `${live} of ${subscribers}`;
    const row = (label, matches, entry, simulator) => [
      label,
      subscribed,
      matches,
      entry.probesSent,
      entry.p50Ms,
      entry.p95Ms,
      entry.p99Ms,
      entry.maxMs,
      entry.probesLost,
      simulator ? `${playingFigures.simulatorEvents.minPerClient} / ${expectedPerClient}` : '–',
      simulator ? missingClients : '–',
      target,
      entry.offTarget.join(', ') || '–',
      entry.apiCpuPercent ?? '–',
    ];
    return {
      figures,
      table: {
        labelColumns: 1,
        columns: [
          'phase',
          'subscribers',
          'matches playing',
          'probes sent',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'max ms',
          'probe loss',
          'sim. events/client (min / expected)',
          'clients missing events',
          'target',
          'off target',
          'API CPU %',
        ],
        rows: [
          ...(baseline ? [row('before kick-off (control)', 0, baseline, false)] : []),
          row('matches playing', startedMatches.length, playingFigures, true),
        ],
        notes: [
          `own API on port ${port} (scripts/start.mjs spawnApi, api/dist): NODE_ENV=development so the English tenant has the development real-time credentials (app ${devRealtime.appId}, key ${devRealtime.key}) and probes can be signed; SIMULATOR=manual, LOG_LEVEL=warn, fresh PGlite folder, own operator token; stopped afterwards`,
          `${startedMatches.length} matches kicked off through the operator API at speed ${speed} (a match minute every ${round(60 / speed, 2)} s); watched: fixture ${watched.id} ${watched.homeTeam}–${watched.awayTeam}${fixture ? `, at the end ${fixture.status} ${fixture.time ?? ''}' ${fixture.score ?? ''}` : ''}; ${liveAtEnd} of the ${startedMatches.length} still being played at the end`,
          `${probeEvent} probes {seq, t} at ${rate}/s through the Pusher HTTP API (official SDK, keep-alive) on fixture-${watched.id}: ${baseline ? `${baselineSeconds} s before kick-off (the control: same clients, no match playing), then ` : ''}${seconds} s while the matches play; the first ${warmup} of the first phase are warm-up, out of the latencies, not of the loss; latency = receipt − send time stamped by the publisher, over every client`,
          `simulator events per client: ${simulatorEvents.map((event) => `${event} ${reference[event]}`).join(', ')} (the most any client got: the expectation for every client); MatchEvent against the API's stored events of the fixture: ${storedEvents ?? '?'}${settled ? '' : ' (no quiet moment found)'}; clients missing events = clients short of any of these counts, or not connected${closed ? `; ${closed} connection(s) closed during the run` : ''}`,
          `receivers: ${live} raw ws clients (protocol 7) in ${children.length} generator process(es), all subscribed in ${figures.connectSeconds} s; API RSS ${figures.api.rssMb.idle} → ${figures.api.rssMb.connected} → ${figures.api.rssMb.end} MB (idle → connected → end); API CPU in % of one core (/proc); all on one ${cores}-core machine; load average (1 min) ${loadAverageBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
          `probes with at least one receipt over ${matchcenterTargets.maxLiveP99Ms} ms (of those measured): ${baseline ? `${baseline.probesWithAReceiptOverTarget} of ${baseline.probesMeasured} before kick-off, ` : ''}${playingFigures.probesWithAReceiptOverTarget} of ${playingFigures.probesMeasured} while playing${secondPhase(playingFigures.lateProbes)}`,
          ...notes,
        ],
      },
    };
  } finally {
    agent.destroy();
    await stopChildren(children);
    await api.stop();
  }
}
