import type { Database, Transaction } from '../../../db/client';
import type { PublisherTenant } from '../../realtime/publisher';

/**
 * The seam between comments and notifications (NOT-03, NOT-04). The comment operations call the `on…`
 * methods inside their own transaction, so a notification is written with the like or reply that caused
 * it, or not at all; they return what to push, and the caller publishes it once the transaction has
 * committed (`publish`), so no fan is ever told about something that rolled back (Discourse's
 * after-commit rule, research/community.md §3.1).
 */
export interface NotificationPush {
  userId: number;
  event: 'NotificationCreated' | 'NotificationRemoved';
  notificationId: number;
}

export type DatabaseOrTransaction = Database | Transaction;

export interface Notifier {
  /** A fan liked a comment: make or renew the author's like notification (never for their own like). */
  onLiked(
    tx: DatabaseOrTransaction,
    input: { tenantId: string; commentId: number; likerId: number },
  ): Promise<NotificationPush[]>;
  /** A like was taken back: renew the notification with the latest remaining liker, or remove it. */
  onUnliked(
    tx: DatabaseOrTransaction,
    input: { tenantId: string; commentId: number; likerId: number },
  ): Promise<NotificationPush[]>;
  /** A reply was posted: notify the parent's author (not when they reply to themselves). */
  onReplied(tx: DatabaseOrTransaction, input: { tenantId: string; replyId: number }): Promise<NotificationPush[]>;
  /** Comments were deleted or hidden: their notifications (likes of them, or them as replies) go. */
  onCommentsRemoved(
    tx: DatabaseOrTransaction,
    input: { tenantId: string; commentIds: readonly number[] },
  ): Promise<NotificationPush[]>;
  /** After commit: each push on its user's private channel, with that user's fresh counts. Never throws. */
  publish(tenant: PublisherTenant, pushes: readonly NotificationPush[]): Promise<void>;
}
