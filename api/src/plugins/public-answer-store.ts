import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const maxAnswers = 5000;

/**
 * How long the other requests for a key wait for the one request reading it (a miss with nothing
 * stale to serve), and after how long a read that never finished (its client went away before an
 * answer) stops holding the key.
 */
const refreshWaitMs = 2000;
const refreshGiveUpMs = 10_000;
/** How long past its lifetime an answer may still be served while another request reads it again. */
const staleForMs = 30_000;
/**
 * How long past its lifetime an answer may stand in for a failed read (a 5xx: the database away,
 * issue 31's finding 7), as `stale-if-error` (RFC 5861) lets a shared cache do. Marked, never stored
 * again, never shared: the answer says `Cache-Status: …; detail=stale-if-error`, its `Age`, and
 * keeps the error's `no-store`.
 */
const staleIfErrorMs = 5 * 60_000;

/** The one request reading a key's answer from its route now, and who waits for it. */
interface Refresh {
  startedAt: number;
  /** The store's generation when the read began: a write since then makes its answer one to drop. */
  generation: number;
  done: Promise<void>;
  finish: () => void;
}

interface StoredAnswer {
  payload: string | Buffer;
  contentType: string;
  storedAt: number;
  lifetimeMs: number;
  tenantId: string;
}

/** Everything a public answer may differ by (plugins/public-cache.ts `varyBy`), and the URL. */
function keyOf(request: FastifyRequest): string {
  const { host = '', 'x-tenant-id': tenant = '', 'accept-language': language = '' } = request.headers;
  return `${request.method} ${request.url}\n${host}\n${String(tenant)}\n${language}`;
}

function isPublicRead(request: FastifyRequest): boolean {
  return (
    request.routeOptions.config.publicCache !== undefined &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers.authorization === undefined
  );
}

/**
 * Keeps the answers of public routes (`config.publicCache`, the same for every visitor) in memory for a
 * few seconds, so a burst of visitors asking for the news list costs one database read (issue 10's
 * server figures). Only what public-cache.ts may share is kept: GET/HEAD 200s of a request without
 * `Authorization`. A tenant's answers are dropped when it writes anything (plugins/content-changes.ts).
 * The answer still passes every onSend hook (ETag, 304, compression) each time it is served.
 */
export const publicAnswerStorePlugin = fp(
  async function publicAnswerStore(app: FastifyInstance) {
    const answers = new Map<string, StoredAnswer>();
    // PUBLIC_ANSWER_CACHE_SECONDS, shortened to the route's max-age unless the route's answers are
    // dropped on every change (`keptUntilChanged`); 0 keeps nothing.
    const storeSeconds = app.config.publicAnswerCacheSeconds;
    if (storeSeconds === 0) return;

    // A key's answer is read from its route by one request at a time (single flight): when the stored
    // answer has expired, or was dropped after a write, the first request reads it again while the
    // others get the expired answer (a few seconds old, as any stored answer may be) or, when there is
    // none, wait for the first one's. Without this, every answer of a busy page expiring at once sends
    // all its concurrent readers to the database together (issue 16's collection bench: p99 817 ms).
    const refreshes = new Map<string, Refresh>();
    const refreshers = new WeakMap<FastifyRequest, { key: string; refresh: Refresh }>();
    let generation = 0;

    function startRefresh(request: FastifyRequest, key: string): void {
      let finish = () => {};
      const done = new Promise<void>((resolve) => (finish = resolve));
      const refresh = { startedAt: Date.now(), generation, done, finish };
      refreshes.set(key, refresh);
      refreshers.set(request, { key, refresh });
    }

    function endRefresh(request: FastifyRequest): void {
      const reading = refreshers.get(request);
      if (reading === undefined) return;
      refreshers.delete(request);
      // A read that was given up on (refreshGiveUpMs) no longer holds the key: leave its successor's.
      if (refreshes.get(reading.key) === reading.refresh) refreshes.delete(reading.key);
      reading.refresh.finish();
    }

    function sendStored(reply: FastifyReply, stored: StoredAnswer) {
      return reply.code(200).type(stored.contentType).send(stored.payload);
    }

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isPublicRead(request)) return;
      const key = keyOf(request);
      const stored = answers.get(key);
      const age = stored ? Date.now() - stored.storedAt : Infinity;
      if (stored && age <= stored.lifetimeMs) return sendStored(reply, stored);
      const refresh = refreshes.get(key);
      if (refresh === undefined || Date.now() - refresh.startedAt > refreshGiveUpMs) {
        startRefresh(request, key);
        return;
      }
      if (stored && age <= stored.lifetimeMs + staleForMs) return sendStored(reply, stored);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([refresh.done, new Promise<void>((resolve) => (timer = setTimeout(resolve, refreshWaitMs)))]);
      clearTimeout(timer);
      const fresh = answers.get(key);
      // The first reader's answer was not one to keep (not a 200) or is late: read it like any miss.
      if (fresh && Date.now() - fresh.storedAt <= fresh.lifetimeMs) return sendStored(reply, fresh);
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const options = request.routeOptions.config.publicCache;
      if (options === undefined || !isPublicRead(request)) return payload;
      if (reply.statusCode >= 500) return lastGoodAnswer(request, reply) ?? payload;
      if (reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const key = keyOf(request);
      // A stored answer is replaced only by the request that was reading it again.
      const reading = refreshers.get(request);
      if (answers.has(key) && reading?.key !== key) return payload;
      // Read before a write of the tenant's and sent after it: not kept (the write dropped its answers).
      if (reading !== undefined && reading.refresh.generation !== generation) return payload;
      const tenant = await request.requireTenant().catch(() => undefined);
      if (!tenant) return payload;
      answers.delete(key);
      if (answers.size >= maxAnswers) {
        const oldest = answers.keys().next().value;
        if (oldest !== undefined) answers.delete(oldest);
      }
      answers.set(key, {
        payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        storedAt: Date.now(),
        lifetimeMs: (options.keptUntilChanged ? storeSeconds : Math.min(options.maxAgeSeconds, storeSeconds)) * 1000,
        tenantId: tenant.id,
      });
      endRefresh(request);
      return payload;
    });

    /** The key's last good answer in place of a failed read, when it is recent enough; else undefined. */
    function lastGoodAnswer(request: FastifyRequest, reply: FastifyReply): string | Buffer | undefined {
      const stored = answers.get(keyOf(request));
      if (stored === undefined) return undefined;
      const age = Date.now() - stored.storedAt;
      if (age > stored.lifetimeMs + staleIfErrorMs) return undefined;
      reply.code(200).type(stored.contentType);
      reply.removeHeader('retry-after');
      reply.header('age', String(Math.floor(age / 1000)));
      reply.header('cache-status', 'tribune-api; hit; detail=stale-if-error');
      request.log.info(
        { url: request.url, ageMs: age },
        'public answer: the last good copy stands in for a failed read',
      );
      return stored.payload;
    }

    // Whatever the reader's answer was (an error, a 304, a client gone), the key is free again.
    app.addHook('onResponse', async (request: FastifyRequest) => endRefresh(request));
    app.addHook('onRequestAbort', async (request: FastifyRequest) => endRefresh(request));

    app.onTenantContentChange((tenantId) => {
      // Dropped, not kept as stale: after a write nobody is served the answer from before it.
      generation += 1;
      for (const [key, answer] of answers) if (answer.tenantId === tenantId) answers.delete(key);
    });
  },
  { name: 'public-answer-store', dependencies: ['content-changes', 'public-cache'] },
);
