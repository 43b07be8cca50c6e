import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../../db/client';
import { commentLikes, comments } from '../schema';
import { rowsOf } from '../../../db/sql-rows';

const likeResult = z.object({ likes_count: z.coerce.number(), changed: z.coerce.number() });

/** The answer of like and unlike (CMT-05). */
export const likeStateSchema = z.object({ likes_count: z.number().int(), is_liked_by_me: z.boolean() });

/**
 * Adds the fan's like, once, and the comment's `likes_count` in the same statement, so the count can
 * never drift from the rows. `changed` is 0 when the like was already there.
 */
export async function addLike(tx: Transaction, tenantId: string, commentId: number, userId: number) {
  const result = await tx.execute(sql`
    with added as (
      insert into ${commentLikes} (tenant_id, comment_id, user_id) values (${tenantId}, ${commentId}, ${userId})
      on conflict do nothing returning 1
    )
    update ${comments} set likes_count = likes_count + (select count(*) from added)::int
    where tenant_id = ${tenantId} and id = ${commentId}
    returning likes_count, (select count(*) from added)::int as changed`);
  const [row] = rowsOf(result, likeResult);
  return { likesCount: row?.likes_count ?? 0, changed: (row?.changed ?? 0) > 0 };
}

/** Takes the fan's like back, and the count with it, in one statement. */
export async function removeLike(tx: Transaction, tenantId: string, commentId: number, userId: number) {
  const result = await tx.execute(sql`
    with removed as (
      delete from ${commentLikes}
      where tenant_id = ${tenantId} and comment_id = ${commentId} and user_id = ${userId}
      returning 1
    )
    update ${comments} set likes_count = greatest(likes_count - (select count(*) from removed)::int, 0)
    where tenant_id = ${tenantId} and id = ${commentId}
    returning likes_count, (select count(*) from removed)::int as changed`);
  const [row] = rowsOf(result, likeResult);
  return { likesCount: row?.likes_count ?? 0, changed: (row?.changed ?? 0) > 0 };
}

/**
 * Before an account is deleted (ACC-15): every comment the user liked loses that like from its stored
 * `likes_count`, as the cascade will remove the like rows without touching the counts.
 */
export async function releaseLikesOfUser(tx: Database, tenantId: string, userId: number): Promise<void> {
  await tx
    .update(comments)
    .set({ likesCount: sql`greatest(${comments.likesCount} - 1, 0)` })
    .where(
      and(
        eq(comments.tenantId, tenantId),
        inArray(
          comments.id,
          tx.select({ id: commentLikes.commentId }).from(commentLikes).where(eq(commentLikes.userId, userId)),
        ),
      ),
    );
}
