import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** How a route whose answer is the same for every visitor may be cached (route `config.publicCache`). */
export interface PublicCacheOptions {
  /** Seconds a browser or shared cache may use the answer without asking again. */
  maxAgeSeconds: number;
  /** Seconds after that during which a cache may still serve it while it revalidates in the background. */
  staleWhileRevalidateSeconds?: number;
  /**
   * The request headers besides the URL and Host that change the answer. Default: `Accept-Language` (texts
   * such as "deleted user") and `X-Tenant-Id` (names the tenant instead of the Host). `Authorization` is
   * always added: such a request is answered `private, no-store`, and no cache may key it with the others.
   */
  varyBy?: readonly string[];
  /**
   * The API's own store (plugins/public-answer-store.ts) may keep the answer for its full time
   * (`PUBLIC_ANSWER_CACHE_SECONDS`, a few seconds) even when browsers must revalidate (`maxAgeSeconds:
   * 0`): for answers a crowd asks for at once, such as a live match, whose changes by the simulator
   * drop the stored answers immediately (plugins/content-changes.ts).
   */
  keptUntilChanged?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a GET route as a public answer (plugins/public-cache.ts); without it, JSON is never cached. */
    publicCache?: PublicCacheOptions;
  }
}

const defaultVaryBy = ['Accept-Language', 'X-Tenant-Id'] as const;

/** What every answer that may not be kept by any cache gets: nothing stores it, nothing shares it. */
export const privateNoStore = 'private, no-store';

function cacheControlOf(options: PublicCacheOptions): string {
  const staleWhileRevalidate = options.staleWhileRevalidateSeconds;
  return staleWhileRevalidate === undefined
    ? `public, max-age=${options.maxAgeSeconds}`
    : `public, max-age=${options.maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** Adds names to the Vary header without dropping those another plugin put there, each once. */
export function appendVary(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader('vary');
  const existing = (typeof current === 'string' ? current : Array.isArray(current) ? current.join(',') : '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const lower = new Set(existing.map((name) => name.toLowerCase()));
  const added = names.filter((name) => !lower.has(name.toLowerCase()));
  if (added.length > 0) reply.header('vary', [...existing, ...added].join(', '));
}

/**
 * Weak, because the validator names the content, not the bytes: @fastify/compress gzips the same body
 * afterwards (its hook runs after ours), and a strong ETag would then promise byte equality it lacks.
 */
function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored on both sides. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.includes('json');
}

export function answerNotModified(reply: FastifyReply): null {
  reply.code(304);
  // A 304 carries the validators and caching headers only; its body and metadata are the stored 200's.
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return null;
}

/**
 * Caching of public answers (issue 10). A route opts in with `config: { publicCache: {...} }`; then a
 * GET or HEAD 200 without `Authorization` gets a weak ETag (hash of the body), `Cache-Control: public,
 * max-age=N[, stale-while-revalidate=M]` and `Vary`, and a matching `If-None-Match` is answered 304 with
 * no body. Everything else stays private:
 *
 * - a request with `Authorization` to such a route, or any answer of it that is not a 200, gets
 *   `private, no-store` (an error keeps the error handler's `no-store`);
 * - a JSON answer of any other route that did not set its own Cache-Control gets `private, no-store`, so
 *   an answer about a user can never end up in a shared cache because a route forgot to say so.
 *
 * Only routes whose handler never reads the user (no `getUser`/`requireUser`) may opt in: the one answer
 * is served to everyone. The hook is an instance hook, so it runs before @fastify/compress's route hook
 * and hashes the uncompressed body.
 */
export const publicCachePlugin = fp(
  async function publicCache(app: FastifyInstance) {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const options = request.routeOptions.config.publicCache;
      if (options === undefined) {
        if (!reply.hasHeader('cache-control') && isJson(reply)) reply.header('cache-control', privateNoStore);
        return payload;
      }

      appendVary(reply, [...(options.varyBy ?? defaultVaryBy), 'Authorization']);
      // The error handler already marked failures `no-store`; nothing else but a 200 is shared.
      if (reply.statusCode >= 400) return payload;
      const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : undefined;
      const shared =
        reply.statusCode === 200 &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        request.headers.authorization === undefined;
      // A stream cannot be hashed without reading it; none of the public routes sends one.
      if (!shared || body === undefined) {
        reply.header('cache-control', privateNoStore);
        return payload;
      }

      const etag = weakEtag(body);
      reply.header('etag', etag);
      reply.header('cache-control', cacheControlOf(options));
      return matchesIfNoneMatch(request.headers['if-none-match'], etag) ? answerNotModified(reply) : payload;
    });
  },
  { name: 'public-cache' },
);
