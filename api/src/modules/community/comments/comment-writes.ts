import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { type Refused, writeOrRefuse } from '../../../db/refusable-write';
import type { Translate } from '../../../i18n/messages';
import { HttpError } from '../../../lib/http-error';
import type { User } from '../../accounts/users-repository';
import type { MatchClockReader } from '../../matchcenter/fixture-detail/match-clock';
import type { NotificationPush, Notifier } from '../notifications/notifier';
import type { ResourceRef } from '../resources/find-resources';
import { commentModerationLog, commentReports, comments, type ModerationAction } from '../schema';
import { addLike, removeLike } from './comment-likes';
import type { CommentThreads } from './comment-threads';
import { type Asker, isShownTo } from './comment-view';

/** Decision 0016: the same text on the same resource by the same fan within this time is a double post. */
const duplicateWindowMs = 5 * 60_000;

/** What the write operations need of a comment: its place, author and state. */
async function commentForUpdate(tx: Transaction, tenantId: string, id: number) {
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

type CommentForUpdate = NonNullable<Awaited<ReturnType<typeof commentForUpdate>>>;

function refOf(comment: Pick<CommentForUpdate, 'resourceType' | 'resourceId'>): ResourceRef {
  return { type: comment.resourceType, id: comment.resourceId };
}

/** Whether the fan posted this very text on the resource within the duplicate window (not counting `exceptId`). */
async function isDuplicate(
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
async function postedInLastMinute(tx: Transaction, tenantId: string, userId: number, now: Date) {
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
async function commentByKey(
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
async function logModeration(
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
async function resolveReports(tx: Transaction, tenantId: string, commentId: number): Promise<void> {
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

/** A new comment or reply as the fan sent it (CMT-03). */
interface NewComment {
  tenantId: string;
  userId: number;
  asker: Asker;
  ref: ResourceRef;
  replyTo: number | null;
  content: string;
  clientKey: string | undefined;
  /** The posting limit (decision 0016); null: none. */
  perMinute: number | null;
}

/** What a post wrote: the comment (a retry's, when `created` is false) and the notifications to push after commit. */
interface StoredComment {
  id: number;
  created: boolean;
  pushes: NotificationPush[];
}

type ModerationVerdict = 'hide' | 'unhide' | 'dismiss';

/**
 * The comment writes (CMT-03 to CMT-07), each one transaction: the rules that may refuse it, the rows,
 * the moderation log and the notifications it makes or removes (through the notifier, in the same
 * transaction). Each answers what its route needs after the commit (the resource to forget and publish
 * on, the pushes), or `Refused` with the rule that refused it.
 */
export function createCommentWrites(
  db: Database,
  { threads, notifier, matchClock }: { threads: CommentThreads; notifier: Notifier; matchClock: MatchClockReader },
) {
  return {
    /**
     * A comment or a reply: the retry check (`client_key`, backed by the unique index, so even two
     * requests at once make one comment), the posting limit and double-post window, the reply's parent,
     * the insert (a match thread's comment stamped with the minute), the parent author's notification.
     */
    async store(input: NewComment): Promise<StoredComment | Refused<'tooFast' | 'double' | 'replyToUnknown'>> {
      const { tenantId, userId, ref, content, clientKey } = input;
      return writeOrRefuse(db, async (tx, refuse: (reason: 'tooFast' | 'double' | 'replyToUnknown') => never) => {
        const retried = await admitPost(tx, {
          tenantId,
          userId,
          clientKey,
          perMinute: input.perMinute,
          isDouble: (now) => isDuplicate(tx, { tenantId, userId, ref, content, now }),
          refuse: { tooFast: () => refuse('tooFast'), double: () => refuse('double') },
        });
        if (retried !== undefined) return { id: retried, created: false, pushes: [] };
        let parent: { id: number; rootId: number; level: number } | null = null;
        if (input.replyTo !== null) {
          const [row] = await tx
            .select({
              id: comments.id,
              rootId: comments.rootId,
              level: comments.level,
              status: comments.status,
              userId: comments.userId,
              resourceType: comments.resourceType,
              resourceId: comments.resourceId,
            })
            .from(comments)
            .where(and(eq(comments.tenantId, tenantId), eq(comments.id, input.replyTo)))
            .limit(1);
          const fits =
            row !== undefined &&
            row.resourceType === ref.type &&
            row.resourceId === ref.id &&
            row.status !== 'deleted' &&
            isShownTo(row, input.asker);
          if (!fits) return refuse('replyToUnknown');
          parent = { id: row.id, rootId: row.rootId ?? row.id, level: row.level };
        }
        const clock = ref.type === 'fixture' ? await matchClock(ref.id, tx) : { minute: null, stoppage: null };
        const written = await insertComment(tx, {
          tenantId,
          resourceType: ref.type,
          resourceId: ref.id,
          userId,
          parentId: parent?.id ?? null,
          rootId: parent?.rootId ?? null,
          level: parent === null ? 0 : parent.level + 1,
          content,
          matchMinute: clock.minute,
          matchStoppageMinute: clock.stoppage,
          clientKey: clientKey ?? null,
        });
        // A request with the same key committed meanwhile: answer with its comment.
        if (!written.created) return { id: written.id, created: false, pushes: [] };
        const pushes = parent === null ? [] : await notifier.onReplied(tx, { tenantId, replyId: written.id });
        return { id: written.id, created: true, pushes };
      });
    },

    /**
     * The author's change of their comment, or a manager's of anyone's (logged with the text before and
     * after). An author may not make it a double post.
     */
    async edit(input: {
      tenantId: string;
      commentId: number;
      actor: User;
      asker: Asker;
      content: string;
    }): Promise<{ ref: ResourceRef } | Refused<'unknownComment' | 'ownOnly' | 'double'>> {
      const { tenantId, actor, asker, content } = input;
      return writeOrRefuse(db, async (tx, refuse: (reason: 'unknownComment' | 'ownOnly' | 'double') => never) => {
        const comment = await commentForUpdate(tx, tenantId, input.commentId);
        if (comment === undefined || comment.status === 'deleted' || !isShownTo(comment, asker)) {
          return refuse('unknownComment');
        }
        const own = comment.userId === actor.id;
        if (!own && !asker.manager) return refuse('ownOnly');
        const now = new Date();
        const duplicate =
          own &&
          content !== comment.content &&
          (await isDuplicate(tx, {
            tenantId,
            userId: actor.id,
            ref: refOf(comment),
            content,
            exceptId: comment.id,
            now,
          }));
        if (duplicate) return refuse('double');
        await tx
          .update(comments)
          .set({ content, editedAt: now, updatedAt: sql`now()` })
          .where(eq(comments.id, comment.id));
        if (!own) {
          await logModeration(tx, {
            tenantId,
            commentId: comment.id,
            actor,
            action: 'edit',
            detail: { before: comment.content, after: content },
          });
        }
        return { ref: refOf(comment) };
      });
    },

    /**
     * A soft delete: the text cleared and status `deleted`, its open reports resolved, its notifications
     * removed; a manager's delete of someone else's comment is logged. `count` is the resource's
     * `comments_count` after it.
     */
    async delete(input: {
      tenantId: string;
      commentId: number;
      actor: User;
      asker: Asker;
    }): Promise<
      { ref: ResourceRef; pushes: NotificationPush[]; count: number } | Refused<'unknownComment' | 'ownOnly'>
    > {
      const { tenantId, actor, asker } = input;
      return writeOrRefuse(db, async (tx, refuse: (reason: 'unknownComment' | 'ownOnly') => never) => {
        const comment = await commentForUpdate(tx, tenantId, input.commentId);
        if (comment === undefined || comment.status === 'deleted' || !isShownTo(comment, asker)) {
          return refuse('unknownComment');
        }
        const own = comment.userId === actor.id;
        if (!own && !asker.manager) return refuse('ownOnly');
        await tx
          .update(comments)
          .set({ status: 'deleted', content: '', updatedAt: sql`now()` })
          .where(eq(comments.id, comment.id));
        await resolveReports(tx, tenantId, comment.id);
        if (!own) {
          await logModeration(tx, {
            tenantId,
            commentId: comment.id,
            actor,
            action: 'delete',
            detail: { before: comment.content, status_before: comment.status, status_after: 'deleted' },
          });
        }
        const pushes = await notifier.onCommentsRemoved(tx, { tenantId, commentIds: [comment.id] });
        const ref = refOf(comment);
        return { ref, pushes, count: await threads.visibleCount(tenantId, ref, tx) };
      });
    },

    /**
     * A like (`liked`) or its taking back, of someone else's visible comment, idempotent; the author's
     * like notification made, renewed or removed with it.
     */
    async changeLike(input: {
      tenantId: string;
      commentId: number;
      userId: number;
      liked: boolean;
    }): Promise<
      { likesCount: number; pushes: NotificationPush[]; ref: ResourceRef } | Refused<'unknownComment' | 'own'>
    > {
      const { tenantId, userId, liked } = input;
      return writeOrRefuse(db, async (tx, refuse: (reason: 'unknownComment' | 'own') => never) => {
        const comment = await commentForUpdate(tx, tenantId, input.commentId);
        if (comment === undefined || comment.status !== 'visible') return refuse('unknownComment');
        if (comment.userId === userId) return refuse('own');
        const change = { tenantId, commentId: comment.id, likerId: userId };
        const like = liked
          ? await addLike(tx, tenantId, comment.id, userId)
          : await removeLike(tx, tenantId, comment.id, userId);
        const pushes = !like.changed
          ? []
          : liked
            ? await notifier.onLiked(tx, change)
            : await notifier.onUnliked(tx, change);
        return { likesCount: like.likesCount, pushes, ref: refOf(comment) };
      });
    },

    /**
     * A fan's report of someone else's visible comment, once (`reported` is null when they had already
     * reported it), at most `perDay` reports a day.
     */
    async report(input: {
      tenantId: string;
      commentId: number;
      userId: number;
      perDay: number;
    }): Promise<{ reported: ResourceRef | null } | Refused<'unknownComment' | 'own' | 'tooMany'>> {
      const { tenantId, commentId, userId } = input;
      return writeOrRefuse(db, async (tx, refuse: (reason: 'unknownComment' | 'own' | 'tooMany') => never) => {
        const [comment] = await tx
          .select({
            userId: comments.userId,
            status: comments.status,
            resourceType: comments.resourceType,
            resourceId: comments.resourceId,
          })
          .from(comments)
          .where(and(eq(comments.tenantId, tenantId), eq(comments.id, commentId)))
          .limit(1);
        if (comment === undefined || comment.status !== 'visible') return refuse('unknownComment');
        if (comment.userId === userId) return refuse('own');
        const [already] = await tx
          .select({ userId: commentReports.userId })
          .from(commentReports)
          .where(and(eq(commentReports.commentId, commentId), eq(commentReports.userId, userId)))
          .limit(1);
        if (already !== undefined) return { reported: null };
        const [today] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(commentReports)
          .where(
            and(
              eq(commentReports.tenantId, tenantId),
              eq(commentReports.userId, userId),
              gt(commentReports.createdAt, new Date(Date.now() - 24 * 60 * 60_000)),
            ),
          );
        if (Number(today?.count ?? 0) >= input.perDay) return refuse('tooMany');
        await tx.insert(commentReports).values({ tenantId, commentId, userId }).onConflictDoNothing();
        return { reported: refOf(comment) };
      });
    },

    /**
     * A manager hides a comment (its notifications go), shows it again, or dismisses its reports. Every
     * verdict resolves the open reports and is logged; `changed` says whether the status changed.
     */
    async moderate(input: {
      tenantId: string;
      commentId: number;
      actor: User;
      action: ModerationVerdict;
    }): Promise<{ ref: ResourceRef; pushes: NotificationPush[]; changed: boolean } | Refused<'unknownComment'>> {
      const { tenantId, actor, action } = input;
      return writeOrRefuse(db, async (tx, refuse: (reason: 'unknownComment') => never) => {
        const comment = await commentForUpdate(tx, tenantId, input.commentId);
        if (comment === undefined || comment.status === 'deleted') return refuse('unknownComment');
        const status = action === 'hide' ? 'hidden' : action === 'unhide' ? 'visible' : comment.status;
        if (status !== comment.status) {
          await tx
            .update(comments)
            .set({ status, updatedAt: sql`now()` })
            .where(eq(comments.id, comment.id));
        }
        await resolveReports(tx, tenantId, comment.id);
        await logModeration(tx, {
          tenantId,
          commentId: comment.id,
          actor,
          action,
          detail: { status_before: comment.status, status_after: status },
        });
        const pushes: NotificationPush[] =
          action === 'hide' && comment.status !== 'hidden'
            ? await notifier.onCommentsRemoved(tx, { tenantId, commentIds: [comment.id] })
            : [];
        return { ref: refOf(comment), pushes, changed: status !== comment.status };
      });
    },
  };
}

export type CommentWrites = ReturnType<typeof createCommentWrites>;
