// The load generator of the real-time fan-out bench (forked by scenarios/realtime-fanout.mjs): N raw
// `ws` clients speaking Pusher protocol 7 to a loopback server, each subscribed to one channel. Every
// event carries the publisher's send time (`t`, ms since the epoch from performance.timeOrigin +
// performance.now(), comparable across processes on one machine); each receipt's latency goes into a
// histogram of 0.05 ms buckets, which the parent merges across generators. With `countEvents`, each
// client also counts the frames it gets per event name (the name read off the frame's start with an
// anchored regex, not parsed), reported per client (the matchcenter-live scenario compares them).
// A subscribed client answers the server's `pusher:ping`, so runs longer than the idle timeout last.
//   ← { type: 'start', url, channel, count, warmup?, countEvents? }
//                                               → { type: 'ready', connectMs, subscribeP95Ms, failed }
//   ← { type: 'report' }                        → { type: 'report', received, closed, perSeq, perSeqMax, histogram, overflow,
//                                                   clients?: [{ probes, events: { name: count } }] }
//   ← { type: 'reset', warmup? }                clears the probe figures (a new phase); keeps the event counts
//   ← { type: 'stop' }                          closes every socket and exits
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';

const bucketMs = 0.05;
const buckets = 200_000; // up to 10 s
const histogram = new Uint32Array(buckets);
let overflow = 0;
let received = 0;
/** Subscribed clients whose connection closed before the stop message. */
let closed = 0;
let stopping = false;
const perSeq = new Map();
/** The slowest receipt of each probe (ms), over this generator's clients. */
const perSeqMax = new Map();
let warmupSeqs = 0;
const sockets = [];
/** Per subscribed client with `countEvents`: probes received and frames per event name. */
const clients = [];
let countEvents = false;
const framePattern = /\\"seq\\":(\d+),\\"t\\":([\d.]+)/;
const eventPattern = /^\{"event":"([^"]+)"/;
const pongFrame = '{"event":"pusher:pong","data":{}}';

function now() {
  return performance.timeOrigin + performance.now();
}

function onFrame(ws, client, text) {
  // Cheap: the frame's data string is matched, not parsed, so the generator's cost stays small.
  const event = eventPattern.exec(text)?.[1];
  if (event === 'pusher:ping') return ws.send(pongFrame);
  if (client && event !== undefined) client.events[event] = (client.events[event] ?? 0) + 1;
  const match = framePattern.exec(text);
  if (!match) return;
  const seq = Number(match[1]);
  const latency = now() - Number(match[2]);
  received += 1;
  if (client) client.probes += 1;
  perSeq.set(seq, (perSeq.get(seq) ?? 0) + 1);
  if (!(perSeqMax.get(seq) >= latency)) perSeqMax.set(seq, latency);
  if (seq < warmupSeqs) return;
  const bucket = Math.floor(Math.max(0, latency) / bucketMs);
  if (bucket >= buckets) overflow += 1;
  else histogram[bucket] += 1;
}

function openClient(url, channel) {
  return new Promise((resolve) => {
    const started = now();
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let subscribedAt = null;
    let client = null;
    const fail = () => resolve({ ok: false });
    ws.once('error', fail);
    ws.on('message', (data) => {
      const text = data.toString();
      if (subscribedAt !== null) return onFrame(ws, client, text);
      if (text.includes('pusher:connection_established')) {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: '' } }));
      } else if (text.includes('pusher_internal:subscription_succeeded')) {
        subscribedAt = now();
        if (countEvents) {
          client = { probes: 0, events: {} };
          clients.push(client);
        }
        ws.off('error', fail);
        ws.on('error', () => undefined);
        ws.on('close', () => {
          if (!stopping) closed += 1;
        });
        sockets.push(ws);
        resolve({ ok: true, subscribeMs: subscribedAt - started });
      } else if (text.includes('pusher:ping')) {
        ws.send(pongFrame);
      }
    });
  });
}

async function start({ url, channel, count, warmup, wave = 250, countEvents: counting = false }) {
  warmupSeqs = warmup ?? 0;
  countEvents = counting;
  const started = now();
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
    connectMs: now() - started,
    subscribeP95Ms: times[Math.floor(times.length * 0.95)] ?? null,
    failed,
  });
}

process.on('message', async (message) => {
  if (message?.type === 'start') await start(message);
  else if (message?.type === 'report') {
    const sparse = [];
    for (let i = 0; i < buckets; i += 1) if (histogram[i] > 0) sparse.push([i, histogram[i]]);
    process.send({
      type: 'report',
      received,
      closed,
      perSeq: [...perSeq],
      perSeqMax: [...perSeqMax],
      histogram: sparse,
      bucketMs,
      overflow,
      ...(countEvents ? { clients } : {}),
    });
  } else if (message?.type === 'reset') {
    histogram.fill(0);
    overflow = 0;
    received = 0;
    perSeq.clear();
    perSeqMax.clear();
    warmupSeqs = message.warmup ?? 0;
    for (const client of clients) client.probes = 0;
  } else if (message?.type === 'stop') {
    stopping = true;
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
