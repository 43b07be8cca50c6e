// The receivers of the comments-scale bench (forked by scenarios/comments-scale.mjs, modelled on
// realtime-load.mjs): N raw `ws` clients speaking Pusher protocol 7 to the API, each subscribed to one
// comments channel (`comments-article-{id}`). On every `CommentCreated` frame a client stamps the receipt
// time first (ms since the epoch from performance.timeOrigin + performance.now(), comparable across
// processes on one machine), then reads the comment's id off the frame; the generator keeps, per comment
// id, the receipt times of all its clients. The parent knows when each comment's POST went out and came
// back, and makes the latencies. A subscribed client answers the server's `pusher:ping`.
//   ← { type: 'start', url, channel, count, wave? }  → { type: 'ready', connectMs, subscribeP95Ms, failed }
//   ← { type: 'count' }                              → { type: 'count', received, closed }
//   ← { type: 'report' }                             → { type: 'report', received, closed, unreadable,
//                                                         perId: [[id, [receipt ms, …]], …] }
//   ← { type: 'stop' }                               closes every socket and exits
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';

const eventPattern = /^\{"event":"([^"]+)"/;
const pongFrame = '{"event":"pusher:pong","data":{}}';
/** Receipt times per comment id (ms since the epoch, to 0.01 ms). */
const perId = new Map();
const sockets = [];
let received = 0;
/** CommentCreated frames whose comment id could not be read. */
let unreadable = 0;
/** Subscribed clients whose connection closed before the stop message. */
let closed = 0;
let stopping = false;

function now() {
  return performance.timeOrigin + performance.now();
}

/**
 * The comment id of a CommentCreated frame, whose data is an object (`"data":{"id":123,…}`) or a JSON
 * string (Pusher's HTTP API: `"data":"{\\"id\\":123,…}"`): read with a regex, not parsed, so a
 * generator's cost per frame stays small (its 1,000th client's stamp waits for the 999 frames before
 * it); parsed when the regex misses (keys in another order).
 */
const idPattern = /"data":"?\{\\?"id\\?":(\d+)[,}]/;

function commentIdOf(text) {
  const match = idPattern.exec(text);
  if (match) return Number(match[1]);
  try {
    const frame = JSON.parse(text);
    const data = typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
    return Number.isInteger(data?.id) ? data.id : null;
  } catch {
    return null;
  }
}

function onFrame(ws, text) {
  const at = now();
  const event = eventPattern.exec(text)?.[1];
  if (event === 'pusher:ping') return ws.send(pongFrame);
  if (event !== 'CommentCreated') return;
  const id = commentIdOf(text);
  if (id === null) {
    unreadable += 1;
    return;
  }
  received += 1;
  const list = perId.get(id);
  const stamp = Math.round(at * 100) / 100;
  if (list) list.push(stamp);
  else perId.set(id, [stamp]);
}

function openClient(url, channel) {
  return new Promise((resolve) => {
    const started = now();
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
        resolve({ ok: true, subscribeMs: now() - started });
      } else if (text.includes('pusher:ping')) {
        ws.send(pongFrame);
      }
    });
  });
}

async function start({ url, channel, count, wave = 250 }) {
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
  else if (message?.type === 'count') process.send({ type: 'count', received, closed });
  else if (message?.type === 'report')
    process.send({ type: 'report', received, closed, unreadable, perId: [...perId] });
  else if (message?.type === 'stop') {
    stopping = true;
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
