// The load generator of the real-time fan-out bench (forked by scenarios/realtime-fanout.mjs): N raw
// `ws` clients speaking Pusher protocol 7 to a loopback server, each subscribed to one channel. Every
// event carries the publisher's send time (`t`, ms since the epoch from performance.timeOrigin +
// performance.now(), comparable across processes on one machine); each receipt's latency goes into a
// histogram of 0.05 ms buckets, which the parent merges across generators.
//   ← { type: 'start', url, channel, count }   → { type: 'ready', connectMs, subscribeP95Ms, failed }
//   ← { type: 'report' }                        → { type: 'report', received, perSeq, histogram, overflow }
//   ← { type: 'stop' }                          closes every socket and exits
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';

const bucketMs = 0.05;
const buckets = 200_000; // up to 10 s
const histogram = new Uint32Array(buckets);
let overflow = 0;
let received = 0;
const perSeq = new Map();
let warmupSeqs = 0;
const sockets = [];
const framePattern = /\\"seq\\":(\d+),\\"t\\":([\d.]+)/;

function now() {
  return performance.timeOrigin + performance.now();
}

function onFrame(text) {
  // Cheap: the frame's data string is matched, not parsed, so the generator's cost stays small.
  const match = framePattern.exec(text);
  if (!match) return;
  const seq = Number(match[1]);
  const latency = now() - Number(match[2]);
  received += 1;
  perSeq.set(seq, (perSeq.get(seq) ?? 0) + 1);
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
    const fail = () => resolve({ ok: false });
    ws.once('error', fail);
    ws.on('message', (data) => {
      const text = data.toString();
      if (subscribedAt !== null) return onFrame(text);
      if (text.includes('pusher:connection_established')) {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: '' } }));
      } else if (text.includes('pusher_internal:subscription_succeeded')) {
        subscribedAt = now();
        ws.off('error', fail);
        ws.on('error', () => undefined);
        sockets.push(ws);
        resolve({ ok: true, subscribeMs: subscribedAt - started });
      } else if (text.includes('pusher:ping')) {
        ws.send('{"event":"pusher:pong","data":{}}');
      }
    });
  });
}

async function start({ url, channel, count, warmup, wave = 250 }) {
  warmupSeqs = warmup ?? 0;
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
    process.send({ type: 'report', received, perSeq: [...perSeq], histogram: sparse, bucketMs, overflow });
  } else if (message?.type === 'stop') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
