import { aliasedTable, and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { defaultUserSettings, users, type UserSettings } from '../../accounts/schema';
import { userNotificationChannel } from '../../realtime/channel-policy';
import type { RealtimePublisher } from '../../realtime/publisher';
import { commentLikes, comments, notifications } from '../schema';
import { createNotificationsRepository } from './notifications-repository';
import type { DatabaseOrTransaction, NotificationPush, Notifier } from './notifier';

/** Stored settings may predate a key; a missing one means the default. */
function settingsOf(stored: Partial<UserSettings> | null): UserSettings {
  return { ...defaultUserSettings, ...stored };
}

/**
 * The notifier of notifier.ts (NOT-03, NOT-04). Writes go through the caller's transaction; nothing is
 * pushed from here until `publish`, which the caller runs after its commit.
 *
 * A notification is only made for someone else's comment whose author still has an account and wants
 * it (`notify_by_likes`, `notify_by_replies`). `emailed_at` is set at once when they want no mail of it,
 * and left null (due for the mail batch) when they do.
 */
export function createNotifier(parts: {
  db: Database;
  realtime: Pick<RealtimePublisher, 'publish'>;
  log: FastifyBaseLogger;
}): Notifier {
  const { realtime } = parts;
  const repository = createNotificationsRepository(parts.db);
  const log = parts.log.child({ module: 'notifications' });

  /** The comment's author and their settings, when the comment is visible and its author still exists. */
  async function authorOf(tx: DatabaseOrTransaction, tenantId: string, commentId: number) {
    const [row] = await tx
      .select({ userId: users.id, settings: users.settings })
      .from(comments)
      .innerJoin(users, and(eq(users.id, comments.userId), eq(users.tenantId, comments.tenantId)))
      .where(and(eq(comments.tenantId, tenantId), eq(comments.id, commentId), eq(comments.status, 'visible')))
      .limit(1);
    return row === undefined ? null : { userId: row.userId, settings: settingsOf(row.settings) };
  }

  return {
    async onLiked(tx, { tenantId, commentId, likerId }) {
      const author = await authorOf(tx, tenantId, commentId);
      if (author === null || author.userId === likerId || author.settings.notify_by_likes !== '1') return [];
      const emailedAt = author.settings.notify_by_likes_on_email === '1' ? null : sql`now()`;
      // One notification per liked comment: a new like renews it (new again, this liker as the actor).
      const [row] = await tx
        .insert(notifications)
        .values({
          tenantId,
          userId: author.userId,
          type: 'comment_like',
          commentId,
          actorUserId: likerId,
          emailedAt,
        })
        .onConflictDoUpdate({
          target: [notifications.tenantId, notifications.userId, notifications.type, notifications.commentId],
          set: {
            actorUserId: likerId,
            updatedAt: sql`now()`,
            openedAt: null,
            readAt: null,
            emailedAt,
          },
        })
        .returning({ id: notifications.id });
      return row === undefined ? [] : [{ userId: author.userId, event: 'NotificationCreated', notificationId: row.id }];
    },

    async onUnliked(tx, { tenantId, commentId, likerId }) {
      const [notification] = await tx
        .select({ id: notifications.id, userId: notifications.userId, actorUserId: notifications.actorUserId })
        .from(notifications)
        .where(
          and(
            eq(notifications.tenantId, tenantId),
            eq(notifications.type, 'comment_like'),
            eq(notifications.commentId, commentId),
          ),
        )
        .limit(1);
      if (notification === undefined) return [];
      // The liker is left out in case the like row is still there (the caller may delete it after us).
      const [latest] = await tx
        .select({ userId: commentLikes.userId })
        .from(commentLikes)
        .where(
          and(
            eq(commentLikes.tenantId, tenantId),
            eq(commentLikes.commentId, commentId),
            ne(commentLikes.userId, likerId),
            ne(commentLikes.userId, notification.userId),
          ),
        )
        .orderBy(desc(commentLikes.createdAt))
        .limit(1);
      if (latest === undefined) {
        await tx.delete(notifications).where(eq(notifications.id, notification.id));
        return [{ userId: notification.userId, event: 'NotificationRemoved', notificationId: notification.id }];
      }
      // Likes remain: the latest remaining liker becomes the actor. Its state is left as it was: taking a
      // like back is no news, so nothing is pushed (the text is rendered fresh on the next fetch).
      if (notification.actorUserId !== latest.userId) {
        await tx.update(notifications).set({ actorUserId: latest.userId }).where(eq(notifications.id, notification.id));
      }
      return [];
    },

    async onReplied(tx, { tenantId, replyId }) {
      const parent = aliasedTable(comments, 'parent');
      const [row] = await tx
        .select({ replierId: comments.userId, parentId: parent.id })
        .from(comments)
        .innerJoin(parent, and(eq(parent.id, comments.parentId), eq(parent.tenantId, comments.tenantId)))
        .where(and(eq(comments.tenantId, tenantId), eq(comments.id, replyId)))
        .limit(1);
      if (row === undefined) return [];
      // A reply to a deleted or hidden comment still tells its author (the parent need not be visible).
      const [author] = await tx
        .select({ userId: users.id, settings: users.settings })
        .from(comments)
        .innerJoin(users, and(eq(users.id, comments.userId), eq(users.tenantId, comments.tenantId)))
        .where(eq(comments.id, row.parentId))
        .limit(1);
      if (author === undefined || author.userId === row.replierId) return [];
      const settings = settingsOf(author.settings);
      if (settings.notify_by_replies !== '1') return [];
      const [inserted] = await tx
        .insert(notifications)
        .values({
          tenantId,
          userId: author.userId,
          type: 'comment_reply',
          commentId: replyId,
          actorUserId: row.replierId,
          emailedAt: settings.notify_by_replies_on_email === '1' ? null : sql`now()`,
        })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      return inserted === undefined
        ? []
        : [{ userId: author.userId, event: 'NotificationCreated', notificationId: inserted.id }];
    },

    async onCommentsRemoved(tx, { tenantId, commentIds }) {
      if (commentIds.length === 0) return [];
      // comment_id is the liked comment of a like notification and the reply of a reply notification.
      const removed = await tx
        .delete(notifications)
        .where(and(eq(notifications.tenantId, tenantId), inArray(notifications.commentId, [...commentIds])))
        .returning({ id: notifications.id, userId: notifications.userId });
      return removed.map((row): NotificationPush => ({
        userId: row.userId,
        event: 'NotificationRemoved',
        notificationId: row.id,
      }));
    },

    async publish(tenant, pushes) {
      const countsOf = new Map<number, Promise<{ unopen: number; unread: number }>>();
      for (const push of pushes) {
        try {
          let counts = countsOf.get(push.userId);
          if (counts === undefined) {
            counts = repository.counts(tenant.id, push.userId);
            countsOf.set(push.userId, counts);
          }
          const { unopen, unread } = await counts;
          await realtime.publish(tenant, userNotificationChannel(push.userId), push.event, {
            id: push.notificationId,
            unopen,
            unread,
          });
        } catch (error) {
          // A hint that does not arrive costs a refetch; it must never fail the request that caused it.
          log.error({ err: error, tenant: tenant.id, userId: push.userId }, 'notification push failed');
        }
      }
    },
  };
}
