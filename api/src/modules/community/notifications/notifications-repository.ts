import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { Locale } from '../../../i18n/messages';
import { defaultUserSettings, users } from '../../accounts/schema';
import { commentUrl, findResources, resourceKey, resourceUrl } from '../resources/find-resources';
import { commentLikes, comments, notifications, notificationTypes } from '../schema';
import {
  excerptOf,
  maxCount,
  type NotificationCounts,
  type NotificationView,
  notificationText,
} from './notification-view';
import type { DatabaseOrTransaction } from './notifier';
import { alertUrl, describeAlerts, describedText } from '../../club-alerts/match-alerts/describe-match-alerts';

export const notificationsPerPage = 20;

/** What rendering needs of a tenant: its id, and its language (texts are in the tenant's language). */
interface NotificationTenant {
  id: string;
  language: Locale;
}

const countsRow = z.object({ unopen: z.coerce.number(), unread: z.coerce.number() });

const claimedRow = z.object({
  id: z.coerce.number(),
  tenant_id: z.string(),
  user_id: z.coerce.number(),
  type: z.enum(notificationTypes),
  is_read: z.boolean(),
});

/** A notification the mail batch claimed: whose it is, its kind, and whether it was read meanwhile. */
export type ClaimedNotification = z.infer<typeof claimedRow>;

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/**
 * A fan's notifications. Every query is scoped to (tenant, user) by `own`, so another fan's or another
 * tenant's notification cannot be read or changed through it: those simply do not exist here (404).
 */
export function createNotificationsRepository(db: Database) {
  function own(tenantId: string, userId: number): SQL {
    return and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)) ?? sql`false`;
  }

  /** The page's rows with their comment and actor; one query. */
  function selectRows(where: SQL) {
    return db
      .select({
        id: notifications.id,
        type: notifications.type,
        commentId: notifications.commentId,
        matchAlertId: notifications.matchAlertId,
        actorUserId: notifications.actorUserId,
        createdAt: notifications.createdAt,
        updatedAt: notifications.updatedAt,
        openedAt: notifications.openedAt,
        readAt: notifications.readAt,
        content: comments.content,
        resourceType: comments.resourceType,
        resourceId: comments.resourceId,
        actorUsername: users.username,
        actorImage: users.image,
      })
      .from(notifications)
      .leftJoin(comments, eq(comments.id, notifications.commentId))
      .leftJoin(users, eq(users.id, notifications.actorUserId))
      .where(where)
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .$dynamic();
  }

  type Row = Awaited<ReturnType<typeof selectRows>>[number];

  /** Renders rows: one query for the like counts and one per resource type for the urls, whatever the count. */
  async function toViews(tenant: NotificationTenant, rows: readonly Row[]): Promise<NotificationView[]> {
    if (rows.length === 0) return [];
    const likedIds = [
      ...new Set(rows.flatMap((row) => (row.type === 'comment_like' && row.commentId !== null ? [row.commentId] : []))),
    ];
    const likeCounts = new Map<number, number>();
    if (likedIds.length > 0) {
      const counted = await db
        .select({ commentId: commentLikes.commentId, likes: count() })
        .from(commentLikes)
        .where(and(eq(commentLikes.tenantId, tenant.id), inArray(commentLikes.commentId, likedIds)))
        .groupBy(commentLikes.commentId);
      for (const row of counted) likeCounts.set(row.commentId, row.likes);
    }
    const commentRows = rows.filter((row) => row.resourceType !== null && row.resourceId !== null);
    const resources = await findResources(
      db,
      tenant.id,
      commentRows.map((row) => ({ type: row.resourceType ?? 'article', id: row.resourceId ?? 0 })),
    );
    const alerts = await describeAlerts(
      db,
      rows.flatMap((row) => (row.matchAlertId === null ? [] : [row.matchAlertId])),
    );
    return rows.flatMap((row): NotificationView[] => {
      const dates = {
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        open_at: row.openedAt?.toISOString() ?? null,
        read_at: row.readAt?.toISOString() ?? null,
      };
      const alert = row.matchAlertId === null ? undefined : alerts.get(row.matchAlertId);
      if (alert !== undefined) {
        const { title, body } = describedText(tenant.language, alert);
        return [
          {
            id: row.id,
            type: row.type,
            text: title,
            actor: null,
            others_count: 0,
            comment: null,
            match: { id: alert.fixtureId, alert: alert.kind, excerpt: body },
            url: alertUrl(alert),
            ...dates,
          },
        ];
      }
      if (row.commentId === null || row.resourceType === null || row.resourceId === null || row.content === null) {
        return [];
      }
      const actor = row.actorUserId === null || row.actorUsername === null ? null : row.actorUsername;
      // The actor's own like is one of the likes; once their account is gone, so is their like.
      const othersCount =
        row.type === 'comment_like' ? Math.max((likeCounts.get(row.commentId) ?? 0) - (actor === null ? 0 : 1), 0) : 0;
      const resource = resources.get(resourceKey({ type: row.resourceType, id: row.resourceId })) ?? {
        url: resourceUrl(row.resourceType, row.resourceId),
      };
      return [
        {
          id: row.id,
          type: row.type,
          text: notificationText(tenant.language, { type: row.type, actor, othersCount }),
          actor: actor === null ? null : { username: actor, avatar: row.actorImage },
          others_count: othersCount,
          comment: { id: row.commentId, excerpt: excerptOf(row.content) },
          match: null,
          url: commentUrl(resource, row.commentId),
          ...dates,
        },
      ];
    });
  }

  return {
    toViews,

    /** Unopened and unread, each capped at 99 by a LIMIT, so a huge backlog is never counted in full. */
    async counts(tenantId: string, userId: number, tx: DatabaseOrTransaction = db): Promise<NotificationCounts> {
      const result = await tx.execute(sql`select
        (select count(*) from (select 1 from ${notifications} where ${own(tenantId, userId)}
          and ${notifications.openedAt} is null limit ${maxCount}) as unopened) as unopen,
        (select count(*) from (select 1 from ${notifications} where ${own(tenantId, userId)}
          and ${notifications.readAt} is null limit ${maxCount}) as not_read) as unread`);
      const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
      const row = countsRow.parse(Array.isArray(rows) ? rows[0] : undefined);
      return { unopen: row.unopen, unread: row.unread };
    },

    /** One page, newest activity first, and how many there are in all. */
    async page(
      tenant: NotificationTenant,
      userId: number,
      page: number,
    ): Promise<{ notifications: NotificationView[]; total: number }> {
      const [rows, totals] = await Promise.all([
        selectRows(own(tenant.id, userId))
          .limit(notificationsPerPage)
          .offset((page - 1) * notificationsPerPage),
        db.select({ total: count() }).from(notifications).where(own(tenant.id, userId)),
      ]);
      return { notifications: await toViews(tenant, rows), total: totals[0]?.total ?? 0 };
    },

    /** Several of the tenant's notifications, whoever they are for (the mail batch); newest activity first. */
    async byIds(tenant: NotificationTenant, ids: readonly number[]): Promise<NotificationView[]> {
      if (ids.length === 0) return [];
      const rows = await selectRows(
        and(eq(notifications.tenantId, tenant.id), inArray(notifications.id, [...ids])) ?? sql`false`,
      );
      return toViews(tenant, rows);
    },

    async one(tenant: NotificationTenant, userId: number, id: number): Promise<NotificationView | null> {
      const rows = await selectRows(and(own(tenant.id, userId), eq(notifications.id, id)) ?? sql`false`).limit(1);
      return (await toViews(tenant, rows))[0] ?? null;
    },

    /** Read (clicked): also opened. False when the fan has no such notification. */
    async markRead(tenantId: string, userId: number, id: number): Promise<boolean> {
      const updated = await db
        .update(notifications)
        .set({
          readAt: sql`coalesce(${notifications.readAt}, now())`,
          openedAt: sql`coalesce(${notifications.openedAt}, now())`,
        })
        .where(and(own(tenantId, userId), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return updated.length > 0;
    },

    async readAll(tenantId: string, userId: number): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()`, openedAt: sql`coalesce(${notifications.openedAt}, now())` })
        .where(and(own(tenantId, userId), isNull(notifications.readAt)));
    },

    /** The menu was opened: the badge clears, the items stay unread (Discourse's "seen" versus "read"). */
    async openAll(tenantId: string, userId: number): Promise<void> {
      await db
        .update(notifications)
        .set({ openedAt: sql`now()` })
        .where(and(own(tenantId, userId), isNull(notifications.openedAt)));
    },

    /**
     * The mail batch's claim (NOT-04): everything due (`emailed_at` null) of at most `fans` fans, marked
     * mailed by one UPDATE … RETURNING over rows locked with FOR UPDATE SKIP LOCKED, so two API processes
     * claiming at once never claim the same row.
     */
    async claimDueMails(fans: number): Promise<ClaimedNotification[]> {
      const result = await db.execute(sql`
        with fans as (
          select distinct tenant_id, user_id from notifications where emailed_at is null limit ${fans}
        ), claimable as (
          select due.id from notifications due
          join fans on fans.tenant_id = due.tenant_id and fans.user_id = due.user_id
          where due.emailed_at is null
          for update of due skip locked
        )
        update notifications set emailed_at = now()
        from claimable
        where notifications.id = claimable.id and notifications.emailed_at is null
        returning notifications.id, notifications.tenant_id, notifications.user_id, notifications.type,
          notifications.read_at is not null as is_read`);
      const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
      if (!Array.isArray(rows)) throw new Error('the database answered the mail claim without rows');
      return rows.map((row: unknown) => claimedRow.parse(row));
    },

    /** The tenant's fans a mail goes to: address, name and settings (read now, so a change since counts). */
    async mailRecipients(tenantId: string, userIds: readonly number[]) {
      const fans = await db
        .select({ id: users.id, username: users.username, email: users.email, settings: users.settings })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...userIds])));
      return fans.map((fan) => ({ ...fan, settings: { ...defaultUserSettings, ...fan.settings } }));
    },

    /** A mail that failed to send gives its claimed notifications back: due again at the next run. */
    async unclaimMails(tenantId: string, ids: readonly number[]): Promise<void> {
      await db
        .update(notifications)
        .set({ emailedAt: null })
        .where(and(eq(notifications.tenantId, tenantId), inArray(notifications.id, [...ids])));
    },
  };
}
