import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import type { Translate } from '../../../i18n/messages';
import { HttpError } from '../../../lib/http-error';
import type { User } from '../../accounts/users-repository';
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

/** The 429 of the posting limit (decision 0016): the window is a minute. */
export function postingTooFast(t: Translate): HttpError {
  return new HttpError(429, t('comments.tooFast'), undefined, { retryAfterSeconds: 60 });
}

/** The comment the fan made with this `client_key`: what a retry of its request answers with. */
export async function commentByKey(
  tx: Transaction,
  tenantId: string,
  userId: number,
  clientKey: string | undefined,
): Promise<number | undefined> {
  if (clientKey === undefined) return undefined;
  const [row] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.tenantId, tenantId), eq(comments.userId, userId), eq(comments.clientKey, clientKey)))
    .limit(1);
  return row?.id;
}

/**
 * The rules a new post meets, inside the transaction that writes it (decision 0016), for a comment and
 * for a forum topic's first post alike: a retry with a used `client_key` gets the comment it made (its
 * id is returned); more than `perMinute` posts in the last minute (null: no limit) is `tooFast()`; a
 * double post (`isDouble`) is `double()`. Undefined: the post may be written.
 */
export async function admitPost(
  tx: Transaction,
  input: {
    tenantId: string;
    userId: number;
    clientKey: string | undefined;
    perMinute: number | null;
    isDouble: (now: Date) => Promise<boolean>;
    refuse: { tooFast: () => Error; double: () => Error };
  },
): Promise<number | undefined> {
  const { tenantId, userId, clientKey } = input;
  const retried = await commentByKey(tx, tenantId, userId, clientKey);
  if (retried !== undefined) return retried;
  const now = new Date();
  const tooFast = input.perMinute !== null && (await postedInLastMinute(tx, tenantId, userId, now)) >= input.perMinute;
  const double = !tooFast && (await input.isDouble(now));
  if (!tooFast && !double) return undefined;
  // A retry sent at the same time as its original may find the original committed only now (each
  // statement sees the latest commits): that is the post it asked for, not a double post.
  const landed = await commentByKey(tx, tenantId, userId, clientKey);
  if (landed !== undefined) return landed;
  throw tooFast ? input.refuse.tooFast() : input.refuse.double();
}

/**
 * Inserts a new comment; a top-level one becomes the root of its own thread. When a request with the
 * same `client_key` committed meanwhile (the unique index makes this one wait for it), nothing is
 * written and the answer is that request's comment, with `created: false`.
 */
export async function insertComment(
  tx: Transaction,
  values: typeof comments.$inferInsert,
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await tx
    .insert(comments)
    .values(values)
    .onConflictDoNothing({
      target: [comments.tenantId, comments.userId, comments.clientKey],
      where: sql`client_key is not null`,
    })
    .returning({ id: comments.id });
  if (inserted === undefined) {
    const winner =
      values.userId == null
        ? undefined
        : await commentByKey(tx, values.tenantId, values.userId, values.clientKey ?? undefined);
    if (winner === undefined) throw new Error('client_key conflict without a comment');
    return { id: winner, created: false };
  }
  if (values.parentId == null) {
    await tx.update(comments).set({ rootId: inserted.id }).where(eq(comments.id, inserted.id));
  }
  return { id: inserted.id, created: true };
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
