// The real-time fan-out bench (issue 3; research/realtime.md §8): N Pusher-protocol clients subscribed
// to one channel, events published through the Pusher HTTP API with the official `pusher` SDK, each
// carrying its send time. Figures per N: publish → receipt latency (p50, p95, p99, max), deliveries per
// second, loss, connect and subscribe time, and the server's memory, CPU and event-loop delay.
//
// The server under test is the API's embedded real-time server run on its own (lib/realtime-server-
// process.mjs, from api/dist), not the bench's API process: that one runs in production, where each
// tenant's real-time secret is random and never leaves the API, and its figures would mix in the
// rest of the API. The classes are the same. Receivers are raw `ws` clients in `generators` child
// processes (cores - 1); the publisher is this process. Everything is on loopback and bounded.
//
// Settings (environment): BENCH_RT_SIZES=100,1000,5000  BENCH_RT_RATE=10 (events/s)
// BENCH_RT_MESSAGES=100 (events per size)  BENCH_RT_GENERATORS=<cores-1>  BENCH_RT_REDIS=auto|0|1
// (adds a row: publish on one server, 1,000 clients on another, fan-out over Redis at REDIS_URL).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Pusher from 'pusher';
import {
  ask,
  mergeHistograms,
  percentileOf,
  shares as sharesOf,
  startGenerators,
  stopChildren,
} from '../lib/realtime-generators.mjs';

export const id = 'realtime';
export const title = 'Real-time fan-out (publish through the HTTP API → receipt by N subscribers of one channel)';

const libDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'lib');
const appConfig = { appId: 'bench', key: 'bench-key', secret: randomBytes(20).toString('hex') };

function numberList(value, fallback) {
  if (!value) return fallback;
  const list = value.split(',').map((entry) => Number(entry.trim()));
  if (list.some((entry) => !Number.isInteger(entry) || entry <= 0 || entry > 20_000))
    throw new Error('BENCH_RT_SIZES: whole numbers from 1 to 20000');
  return list;
}

function positive(value, fallback, name) {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number`);
  return number;
}

async function startServer(redis) {
  const child = fork(
    path.join(libDir, 'realtime-server-process.mjs'),
    [JSON.stringify({ ...appConfig, ...(redis ? { redis } : {}) })],
    {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const { port } = await ask(child, null, 'ready', 30_000);
  return {
    child,
    port,
    stats: () => ask(child, { type: 'stats' }, 'stats'),
    reset: () => child.send({ type: 'reset' }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.send({ type: 'stop' });
      }),
  };
}

const round = (value, digits = 1) => (value === null || value === undefined ? null : Number(value.toFixed(digits)));
const mb = (bytes) => round(bytes / 1024 / 1024);

async function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(String(data).startsWith('+PONG')));
  });
}

/**
 * One measurement: `size` subscribers on `receiver`'s server, events published to `publisher`'s.
 * Returns the figures for the table.
 */
async function measure({ size, rate, messages, generators, label, redis, log }) {
  const publisherServer = await startServer(redis);
  const receiverServer = redis ? await startServer(redis) : publisherServer;
  const children = startGenerators(Math.min(generators, size));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  try {
    const baseline = await receiverServer.stats();
    const channel = 'fixture-bench';
    const url = `ws://127.0.0.1:${receiverServer.port}/app/${appConfig.key}?protocol=7&client=bench&version=1`;
    const warmup = Math.floor(messages * 0.1);
    const shares = sharesOf(size, children.length);
    const ready = await Promise.all(
      children.map((child, index) =>
        ask(child, { type: 'start', url, channel, count: shares[index], warmup }, 'ready', 300_000),
      ),
    );
    const failed = ready.reduce((sum, answer) => sum + answer.failed, 0);
    if (failed > 0) log(`realtime: ${failed} of ${size} clients could not connect`);
    const connected = await receiverServer.stats();
    receiverServer.reset();

    const pusher = new Pusher({
      appId: appConfig.appId,
      key: appConfig.key,
      secret: appConfig.secret,
      host: '127.0.0.1',
      port: String(publisherServer.port),
      useTLS: false,
      agent,
      timeout: 10_000,
    });
    const triggerMs = [];
    const pending = [];
    const started = performance.now();
    for (let seq = 0; seq < messages; seq += 1) {
      const due = started + (seq * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const sentAt = performance.now();
      const data = JSON.stringify({ seq, t: performance.timeOrigin + sentAt, minute: 67, score: '2-1' });
      pending.push(
        pusher.trigger(channel, 'LiveFixture', data).then(
          () => triggerMs.push(performance.now() - sentAt),
          (error) => log(`realtime: trigger ${seq} failed: ${error.message}`),
        ),
      );
    }
    await Promise.all(pending);
    const publishSeconds = (performance.now() - started) / 1000;

    // Wait for the stragglers (bounded): every subscriber should have every event.
    const expected = (size - failed) * messages;
    let reports = [];
    const deadline = Date.now() + 10_000;
    for (;;) {
      reports = await Promise.all(children.map((child) => ask(child, { type: 'report' }, 'report')));
      const received = reports.reduce((sum, report) => sum + report.received, 0);
      if (received >= expected || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const during = await receiverServer.stats();

    const { histogram, bucketMs, measured, overflow } = mergeHistograms(reports);
    const received = reports.reduce((sum, report) => sum + report.received, 0);
    triggerMs.sort((a, b) => a - b);
    return {
      label,
      subscribers: size,
      connected: size - failed,
      rate,
      messages,
      received,
      lost: expected - received,
      p50Ms: round(percentileOf(histogram, bucketMs, measured, 0.5), 2),
      p95Ms: round(percentileOf(histogram, bucketMs, measured, 0.95), 2),
      p99Ms: round(percentileOf(histogram, bucketMs, measured, 0.99), 2),
      maxMs:
        overflow > 0
          ? '>10000'
          : round(histogram.length ? (histogram[histogram.length - 1][0] + 1) * bucketMs : null, 2),
      deliveriesPerSecond: Math.round(received / publishSeconds),
      triggerP95Ms: round(triggerMs[Math.floor(triggerMs.length * 0.95)] ?? null, 2),
      connectSeconds: round(Math.max(...ready.map((answer) => answer.connectMs)) / 1000, 2),
      subscribeP95Ms: round(Math.max(...ready.map((answer) => answer.subscribeP95Ms ?? 0)), 1),
      serverRssBaselineMb: mb(baseline.rss),
      serverRssConnectedMb: mb(connected.rss),
      serverRssPeakMb: mb(Math.max(connected.rss, during.rss)),
      kbPerConnection: round((connected.rss - baseline.rss) / 1024 / size, 1),
      serverCpuSeconds: round((during.cpuMs - connected.cpuMs) / 1000, 2),
      eventLoopP99Ms: round(during.eventLoopP99Ms, 1),
    };
  } finally {
    agent.destroy();
    await stopChildren(children);
    await receiverServer.stop();
    if (receiverServer !== publisherServer) await publisherServer.stop();
  }
}

export async function run(ctx) {
  const sizes = numberList(process.env.BENCH_RT_SIZES, [100, 1000, 5000]);
  const rate = positive(process.env.BENCH_RT_RATE, 10, 'BENCH_RT_RATE');
  const messages = Math.round(positive(process.env.BENCH_RT_MESSAGES, 100, 'BENCH_RT_MESSAGES'));
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  const generators = Math.round(
    positive(process.env.BENCH_RT_GENERATORS, Math.max(1, cores - 1), 'BENCH_RT_GENERATORS'),
  );
  const log = ctx?.log ?? ((line) => console.log(`bench: ${line}`));

  const rows = [];
  for (const size of sizes) {
    log(`realtime: ${size} subscribers, ${messages} events at ${rate}/s …`);
    rows.push(await measure({ size, rate, messages, generators, label: 'one process', log }));
  }
  const redisSetting = process.env.BENCH_RT_REDIS ?? 'auto';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (redisSetting !== '0' && (redisSetting === '1' || (await redisAnswers(redisUrl)))) {
    log('realtime: 1000 subscribers on a second server, published on the first, over Redis …');
    rows.push(
      await measure({
        size: 1000,
        rate,
        messages,
        generators,
        label: 'two processes, Redis',
        redis: { url: redisUrl, prefix: `tribune-bench:${randomBytes(4).toString('hex')}:` },
        log,
      }),
    );
  }

  return {
    figures: { rate, messages, generators, cores, sharedMachine: true, rows },
    table: {
      columns: [
        'setup',
        'subscribers',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'deliveries/s',
        'lost',
        'subscribe p95 ms',
        'server RSS MB (idle → peak)',
        'KB/conn',
        'loop p99 ms',
      ],
      rows: rows.map((row) => [
        row.label,
        row.subscribers,
        row.p50Ms,
        row.p95Ms,
        row.p99Ms,
        row.maxMs,
        row.deliveriesPerSecond,
        row.lost,
        row.subscribeP95Ms,
        `${row.serverRssBaselineMb} → ${row.serverRssConnectedMb} → ${row.serverRssPeakMb}`,
        row.kbPerConnection,
        row.eventLoopP99Ms,
      ]),
      notes: [
        `${messages} LiveFixture events per row at ${rate}/s through the Pusher HTTP API (official SDK, keep-alive); the first 10 % are warm-up and left out of the latencies, not of loss`,
        `receivers: raw ws clients speaking protocol 7 in ${generators} process(es); server: the embedded server alone (api/dist), NODE_ENV=production; all on one ${cores}-core machine`,
        'latency = receipt time − send time stamped by the publisher (both from performance.timeOrigin + now())',
      ],
    },
  };
}
