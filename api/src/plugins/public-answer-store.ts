import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const maxAnswers = 5000;

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

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isPublicRead(request)) return;
      const key = keyOf(request);
      const stored = answers.get(key);
      if (!stored) return;
      if (Date.now() - stored.storedAt > stored.lifetimeMs) {
        answers.delete(key);
        return;
      }
      return reply.code(200).type(stored.contentType).send(stored.payload);
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const options = request.routeOptions.config.publicCache;
      if (options === undefined || !isPublicRead(request) || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const key = keyOf(request);
      if (answers.has(key)) return payload;
      const tenant = await request.requireTenant().catch(() => undefined);
      if (!tenant) return payload;
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
      return payload;
    });

    app.onTenantContentChange((tenantId) => {
      for (const [key, answer] of answers) if (answer.tenantId === tenantId) answers.delete(key);
    });
  },
  { name: 'public-answer-store', dependencies: ['content-changes', 'public-cache'] },
);
