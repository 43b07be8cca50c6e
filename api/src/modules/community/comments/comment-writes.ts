import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import type { User } from '../../accounts/accounts-repository';
import type { ResourceRef } from '../resources/find-resources';
import { commentModerationLog, commentReports, comments, type ModerationAction } from '../schema';

/** Decision 0016: the same text on the same resource by the same fan within this time is a double post. */
export const duplicateWindowMs = 5 * 60_000;

/** What the write operations need of a comment: its place, author and state. */
export async function commentForUpdate(tx: Transaction, tenantId: string, id: number) {
  const [row] = await tx
    .select({
      id: comments.id,
      resourceType: comments.resourceType,
      resourceId: comments.resourceId,
      userId: comments.userId,
      rootId: comments.rootId,
      level: comments.level,
      status: comments.status,
      content: comments.content,
    })
    .from(comments)
    .where(and(eq(comments.tenantId, tenantId), eq(comments.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export type CommentForUpdate = NonNullable<Awaited<ReturnType<typeof commentForUpdate>>>;

export function refOf(comment: Pick<CommentForUpdate, 'resourceType' | 'resourceId'>): ResourceRef {
  return { type: comment.resourceType, id: comment.resourceId };
}

/** Whether the fan posted this very text on the resource within the duplicate window (not counting `exceptId`). */
export async function isDuplicate(
  tx: Transaction,
  input: { tenantId: string; userId: number; ref: ResourceRef; content: string; exceptId?: number; now: Date },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.tenantId, input.tenantId),
        eq(comments.userId, input.userId),
        gt(comments.createdAt, new Date(input.now.getTime() - duplicateWindowMs)),
        eq(comments.resourceType, input.ref.type),
        eq(comments.resourceId, input.ref.id),
        ne(comments.status, 'deleted'),
        eq(comments.content, input.content),
        input.exceptId === undefined ? undefined : ne(comments.id, input.exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Comments the fan posted in the last minute, anywhere in the tenant (the posting limit, decision 0016). */
export async function postedInLastMinute(tx: Transaction, tenantId: string, userId: number, now: Date) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(comments)
    .where(
      and(
        eq(comments.tenantId, tenantId),
        eq(comments.userId, userId),
        gt(comments.createdAt, new Date(now.getTime() - 60_000)),
      ),
    );
  return Number(row?.count ?? 0);
}

/** A manager's action, in the comment's tenant's moderation log. */
export async function logModeration(
  tx: Transaction,
  entry: {
    tenantId: string;
    commentId: number;
    actor: User;
    action: ModerationAction;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(commentModerationLog).values({
    tenantId: entry.tenantId,
    commentId: entry.commentId,
    actorUserId: entry.actor.id,
    actorUsername: entry.actor.username,
    action: entry.action,
    detail: entry.detail,
  });
}

/** A manager acted on the comment (or it is gone): its open reports are done. */
export async function resolveReports(tx: Transaction, tenantId: string, commentId: number): Promise<void> {
  await tx
    .update(commentReports)
    .set({ resolvedAt: sql`now()` })
    .where(
      and(
        eq(commentReports.tenantId, tenantId),
        eq(commentReports.commentId, commentId),
        isNull(commentReports.resolvedAt),
      ),
    );
}
