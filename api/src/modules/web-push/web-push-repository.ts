import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { articles, publishedAtOfOut } from '../content/schema';
import { articlePushes, pushSubscriptions, webPushKeys } from './schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface SubscriptionRecord {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  enabled: boolean;
}

/**
 * WP-01's storage: the tenant's VAPID keys, its browsers' subscriptions and the articles whose push
 * went out. Every read and write takes the tenant and filters on it, so one tenant's subscription is
 * never found, changed or pushed to by another.
 */
export function createWebPushRepository(db: Database) {
  return {
    /**
     * The tenant's VAPID key pair, made on first need and kept. Two first requests may both generate a
     * pair; the primary key keeps the first stored, and both answer that one.
     */
    async vapidKeys(tenantId: string, subject: string): Promise<VapidKeys> {
      const stored = await this.storedVapidKeys(tenantId);
      if (stored !== undefined) return stored;
      const generated = webpush.generateVAPIDKeys();
      await db
        .insert(webPushKeys)
        .values({ tenantId, publicKey: generated.publicKey, privateKey: generated.privateKey, subject })
        .onConflictDoNothing();
      const kept = await this.storedVapidKeys(tenantId);
      if (kept === undefined) throw new Error('The VAPID keys were not stored');
      return kept;
    },

    async storedVapidKeys(tenantId: string): Promise<VapidKeys | undefined> {
      const [row] = await db
        .select({ publicKey: webPushKeys.publicKey, privateKey: webPushKeys.privateKey, subject: webPushKeys.subject })
        .from(webPushKeys)
        .where(eq(webPushKeys.tenantId, tenantId))
        .limit(1);
      return row;
    },

    /**
     * Stores the browser's subscription, or renews the one with the same endpoint (new keys; article
     * pushes on again unless `keep`); answers its id (the push user id), which stays the same for one
     * endpoint. `enabled` is the article pushes' switch: club alerts (CLB-03) go by their own preferences.
     */
    async upsert(input: {
      tenantId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      userId: number | null;
      /** Turn article pushes on (WP-01's toggle), or leave them as they are (off for a new one: CLB-03). */
      articlePushes: 'on' | 'keep';
    }): Promise<SubscriptionRecord> {
      const { articlePushes, ...values } = input;
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ id: randomUUID(), ...values, enabled: articlePushes === 'on' })
        .onConflictDoUpdate({
          target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint],
          set: {
            p256dh: input.p256dh,
            auth: input.auth,
            enabled: articlePushes === 'on' ? true : sql`${pushSubscriptions.enabled}`,
            // A guest's later subscribe keeps the account an earlier one was made with.
            userId: sql`coalesce(excluded.user_id, ${pushSubscriptions.userId})`,
          },
        })
        .returning({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          enabled: pushSubscriptions.enabled,
        });
      if (row === undefined) throw new Error('The push subscription was not stored');
      return row;
    },

    /** Turns the subscription on or off; false when the tenant has none with this id and endpoint. */
    async setEnabled(tenantId: string, id: string, endpoint: string, enabled: boolean): Promise<boolean> {
      const rows = await db
        .update(pushSubscriptions)
        .set({ enabled })
        .where(
          and(
            eq(pushSubscriptions.tenantId, tenantId),
            eq(pushSubscriptions.id, id),
            eq(pushSubscriptions.endpoint, endpoint),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** Removes the subscription; false when the tenant has none with this id and endpoint. */
    async remove(tenantId: string, id: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.tenantId, tenantId),
            eq(pushSubscriptions.id, id),
            eq(pushSubscriptions.endpoint, endpoint),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** The subscriptions a push goes to. */
    enabledSubscriptions(tenantId: string): Promise<SubscriptionRecord[]> {
      return db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          enabled: pushSubscriptions.enabled,
        })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.enabled, true)));
    },

    /** A push service said the subscription is gone (404 or 410). */
    async removeExpired(tenantId: string, id: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.id, id)));
    },

    async delivered(tenantId: string, id: string, at: Date): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: at })
        .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.id, id)));
    },

    /**
     * Claims the article's one push: true for the first caller only (the primary key decides), so two
     * edits in a row, or two processes, never send it twice.
     */
    async claimArticlePush(tenantId: string, articleId: number, at: Date): Promise<boolean> {
      const rows = await db
        .insert(articlePushes)
        .values({ tenantId, articleId, sentAt: at })
        .onConflictDoNothing()
        .returning({ articleId: articlePushes.articleId });
      return rows.length > 0;
    },

    /**
     * The tenant's articles that carry a push, came out after `since` and by `now`, and were not pushed
     * yet (no `article_pushes` row): the scheduled ones whose time came. At most `limit`.
     */
    async articlesDueForPush(tenantId: string, { now, since, limit }: { now: Date; since: Date; limit: number }) {
      return db
        .select({
          id: articles.id,
          slug: articles.slug,
          title: articles.title,
          excerpt: articles.excerpt,
          image: articles.image,
          webPush: articles.webPush,
          publishedAt: publishedAtOfOut,
        })
        .from(articles)
        .leftJoin(articlePushes, and(eq(articlePushes.tenantId, tenantId), eq(articlePushes.articleId, articles.id)))
        .where(
          and(
            eq(articles.tenantId, tenantId),
            eq(articles.webPush, true),
            lte(articles.publishedAt, now),
            gt(articles.publishedAt, since),
            isNull(articlePushes.articleId),
          ),
        )
        .limit(limit);
    },
  };
}

export type WebPushRepository = ReturnType<typeof createWebPushRepository>;
