import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { embedCache } from '../schema';
import { embedSchema, type Embed } from './embed-view';

/** What the cache keeps of one provider answer: the card, or that the provider has no such post. */
export type CachedAnswer = { status: 'found'; embed: Embed } | { status: 'not-found' };

const cachedAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('found'), embed: embedSchema }),
  z.object({ status: z.literal('not-found') }),
]);

/**
 * The `embed_cache` table (EMB-01): providers' answers by key (the provider and the request's
 * normalized parameters). Not tenant-scoped: a public post's card is the same for every site, and the
 * key carries everything that changes it (the language among them).
 */
export function createEmbedCache(db: Database) {
  return {
    /** The entry under `key` that is still fresh at `now`; a stale or unreadable one counts as none. */
    async read(key: string, now: Date): Promise<CachedAnswer | undefined> {
      const [row] = await db
        .select({ payload: embedCache.payload, expiresAt: embedCache.expiresAt })
        .from(embedCache)
        .where(eq(embedCache.key, key))
        .limit(1);
      if (row === undefined || row.expiresAt <= now) return undefined;
      // Written by us, but read back through JSON: checked like any outside data (STYLE.md 4).
      const parsed = cachedAnswer.safeParse(row.payload);
      return parsed.success ? parsed.data : undefined;
    },

    async write(key: string, answer: CachedAnswer, expiresAt: Date): Promise<void> {
      const payload: Record<string, unknown> = { ...answer };
      await db
        .insert(embedCache)
        .values({ key, payload, expiresAt })
        .onConflictDoUpdate({ target: embedCache.key, set: { payload, expiresAt } });
    },

    /** Drops the entries that expired before `before`. */
    async sweep(before: Date): Promise<void> {
      await db.delete(embedCache).where(lt(embedCache.expiresAt, before));
    },
  };
}

export type EmbedCache = ReturnType<typeof createEmbedCache>;
