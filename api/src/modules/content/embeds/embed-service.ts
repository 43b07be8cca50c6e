import type { FastifyBaseLogger } from 'fastify';
import type { CachedAnswer, EmbedCache } from './embed-cache';
import { toEmbed, type EmbedProvider } from './embed-view';
import { requestOembed } from './oembed-client';

/** A found post is kept a day: a post rarely changes, and a removed one drops out by the next day. */
const foundTtlMs = 24 * 60 * 60 * 1000;
/** "No such post" is kept briefly: a post may still be on its way, or made public again. */
const notFoundTtlMs = 10 * 60 * 1000;
/** Expired entries are swept at most this often per process, after a write. */
const sweepIntervalMs = 10 * 60 * 1000;

interface EmbedQuestion {
  provider: EmbedProvider;
  /** The post's canonical URL (what the card links to). */
  url: string;
  /** The oEmbed endpoint and its parameters; together with `provider` they make the cache key. */
  endpoint: string;
  query: Record<string, string>;
}

export type EmbedLookup = CachedAnswer | { status: 'failed' };

/**
 * Answers embed questions from the cache, asking a provider only on a miss, and only once for any
 * number of readers asking the same at the same moment: a new article with a tweet, opened by a crowd,
 * costs one call to X. The de-duplication covers the cache read too, so no reader can fall between a
 * finished call and its stored answer. Failures are not kept: the next reader asks again.
 */
export function createEmbedService(options: { cache: EmbedCache; timeoutMs: number; log: FastifyBaseLogger }) {
  const { cache, timeoutMs, log } = options;
  const inFlight = new Map<string, Promise<EmbedLookup>>();
  let lastSweep = 0;

  async function answer(key: string, question: EmbedQuestion): Promise<EmbedLookup> {
    const cached = await cache.read(key, new Date());
    if (cached !== undefined) return cached;
    const outcome = await requestOembed(question.endpoint, question.query, timeoutMs);
    if (outcome.result === 'failed') {
      log.warn({ provider: question.provider, url: question.url, reason: outcome.reason }, 'oEmbed request failed');
      return { status: 'failed' };
    }
    const stored: CachedAnswer =
      outcome.result === 'found'
        ? { status: 'found', embed: toEmbed(question.provider, question.url, outcome.answer) }
        : { status: 'not-found' };
    const now = Date.now();
    await cache.write(key, stored, new Date(now + (stored.status === 'found' ? foundTtlMs : notFoundTtlMs)));
    if (now - lastSweep > sweepIntervalMs) {
      lastSweep = now;
      await cache.sweep(new Date(now));
    }
    return stored;
  }

  return {
    async lookup(question: EmbedQuestion): Promise<EmbedLookup> {
      const key = cacheKey(question);
      const running = inFlight.get(key);
      if (running !== undefined) return running;
      const pending = answer(key, question).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
      return pending;
    },
  };
}

export type EmbedService = ReturnType<typeof createEmbedService>;

/** `provider:` and the parameters sorted by name, so the same question always has the same key. */
function cacheKey({ provider, query }: Pick<EmbedQuestion, 'provider' | 'query'>): string {
  const params = new URLSearchParams(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${provider}:${params.toString()}`;
}
