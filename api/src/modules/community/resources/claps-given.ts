import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { commentLikes, resourceClaps } from '../schema';

/**
 * ACC-16 `claps_count`: the claps the user has given in this tenant: their claps of articles, matches
 * and topics (RES-01) plus their likes of comments (the sidebar's `claps_count` is a comment's likes).
 * Read for the accounts module (`app.accounts.clapsGiven`), which does not read community's tables.
 */
export async function countClapsGiven(db: Database, tenantId: string, userId: number): Promise<number> {
  const [likes, claps] = await Promise.all([
    db
      .select({ count: count() })
      .from(commentLikes)
      .where(and(eq(commentLikes.tenantId, tenantId), eq(commentLikes.userId, userId))),
    db
      .select({ total: sql<number>`coalesce(sum(${resourceClaps.count}), 0)::int` })
      .from(resourceClaps)
      .where(and(eq(resourceClaps.tenantId, tenantId), eq(resourceClaps.userId, userId))),
  ]);
  return (likes[0]?.count ?? 0) + Number(claps[0]?.total ?? 0);
}
