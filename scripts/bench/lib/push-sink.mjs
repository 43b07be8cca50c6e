// A browser push service on 127.0.0.1 for the API the club-alerts scenario starts (NODE_ENV=development:
// the only mode in which the API may post to a loopback push service, api/src/modules/web-push/delivery/push-delivery.ts).
// It answers 201 to every POST on /push/{n}, as FCM or Mozilla's autopush accept a push, without checking
// the VAPID signature or decrypting the body (api/test/support/local-push-service.ts does both for the
// tests; here the cost would be the bench's, not the API's). Per push it records the arrival time
// (Date.now(): the API's timestamps in the database are wall-clock too), the subscription number n and
// the RFC 8030 `Topic` header, which the API sets to `a{alert id}` (send-match-alerts.ts), so every push
// is counted per alert and subscription. Bounded: subscription numbers outside 0…subscriptions − 1 and
// pushes beyond `maxPushes` are only counted.
import http from 'node:http';

/**
 * Starts the service on a free loopback port.
 * @param {{ subscriptions: number, maxPushes?: number }} options
 */
export async function startPushSink({ subscriptions, maxPushes = 5_000_000 }) {
  /** Per topic: how often each subscription got it, and every arrival (ms since the epoch). */
  const topics = new Map();
  const totals = { pushes: 0, strays: 0, untagged: 0, firstAt: null, lastAt: null };
  const listeners = new Set();

  const record = (number, topic, at) => {
    totals.pushes += 1;
    totals.firstAt ??= at;
    totals.lastAt = at;
    if (!Number.isInteger(number) || number < 0 || number >= subscriptions || totals.pushes > maxPushes) {
      totals.strays += 1;
      return;
    }
    if (!topic) totals.untagged += 1;
    const key = topic || '(no topic)';
    let entry = topics.get(key);
    if (!entry) {
      entry = { counts: new Uint16Array(subscriptions), unique: 0, duplicates: 0, arrivals: [] };
      topics.set(key, entry);
    }
    if (entry.counts[number] === 0) entry.unique += 1;
    else entry.duplicates += 1;
    if (entry.counts[number] < 65_535) entry.counts[number] += 1;
    entry.arrivals.push(at);
    for (const listener of listeners) listener({ number, topic: key, at });
  };

  const server = http.createServer((request, response) => {
    const at = Date.now();
    const number = /^\/push\/(\d{1,9})$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || number === undefined) {
      request.resume();
      response.writeHead(404).end();
      return;
    }
    request.resume();
    request.once('end', () => {
      record(Number(number), request.headers.topic, at);
      response.writeHead(201, { location: `/message/${totals.pushes}` }).end();
    });
  });
  // The API's keep-alive agent reuses its connections for the next batch of pushes.
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    topics,
    totals,
    /** Calls `listener({ number, topic, at })` on every push recorded; answers a function that stops it. */
    onPush(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Distinct (topic, subscription) pairs received so far. */
    uniquePairs() {
      let sum = 0;
      for (const entry of topics.values()) sum += entry.unique;
      return sum;
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
