import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defaultUserSettings, users } from '../../accounts/schema';
import { notificationsMail } from '../../mail/templates';
import type { Tenant } from '../../tenants/tenants-repository';
import { notifications, notificationTypes } from '../schema';
import { createNotificationsRepository } from './notifications-repository';

/** How many fans one claim takes; the batch claims again until nothing is due. */
const fansPerClaim = 200;
/** A bound on one run, so a flood of new notifications cannot keep it going forever. */
const maxClaimsPerRun = 50;

const claimedRow = z.object({
  id: z.coerce.number(),
  tenant_id: z.string(),
  user_id: z.coerce.number(),
  type: z.enum(notificationTypes),
  is_read: z.boolean(),
});
type ClaimedRow = z.infer<typeof claimedRow>;

export interface NotificationMailReport {
  /** Mails handed to the mailer. */
  mails: number;
  /** Notifications claimed (mailed, read meanwhile, or no longer wanted by mail). */
  claimed: number;
}

/**
 * The notification mail batch (NOT-04, run every NOTIFICATION_MAIL_INTERVAL_SECONDS by index.ts).
 *
 * Everything due (`emailed_at` null) is claimed by one UPDATE … RETURNING over rows locked with FOR
 * UPDATE SKIP LOCKED, fan by fan, so two API processes running the batch at once never claim the same
 * row: each notification is mailed at most once. Of the claimed rows, those read meanwhile, or of a kind
 * the fan no longer wants by mail, are just left marked; the rest go out as ONE mail per fan, in the
 * tenant's language. A mail that fails to send gives its rows back (due again at the next run).
 */
export async function sendNotificationMails(app: FastifyInstance): Promise<NotificationMailReport> {
  const log = app.log.child({ module: 'notifications' });
  const repository = createNotificationsRepository(app.db);
  const report: NotificationMailReport = { mails: 0, claimed: 0 };
  for (let claim = 0; claim < maxClaimsPerRun; claim += 1) {
    const rows = await claimDue(app);
    if (rows.length === 0) break;
    report.claimed += rows.length;
    const byTenant = groupBy(rows, (row) => row.tenant_id);
    for (const [tenantId, tenantRows] of byTenant) {
      const tenant = await app.tenants.findById(tenantId);
      if (tenant === undefined) continue;
      report.mails += await mailTenant(app, repository, tenant, tenantRows, log);
    }
  }
  return report;
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return groups;
}

async function claimDue(app: FastifyInstance): Promise<ClaimedRow[]> {
  const result = await app.db.execute(sql`
    with fans as (
      select distinct tenant_id, user_id from notifications where emailed_at is null limit ${fansPerClaim}
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
}

/** The tenant's origin for absolute links: PUBLIC_URL, else the tenant's first host. */
function originOf(app: FastifyInstance, tenant: Tenant): string {
  if (app.config.publicUrl !== undefined) return app.config.publicUrl;
  const host = tenant.hosts[0] ?? 'localhost';
  return app.config.env === 'production' ? `https://${host}` : `http://${host}:${app.config.port}`;
}

async function mailTenant(
  app: FastifyInstance,
  repository: ReturnType<typeof createNotificationsRepository>,
  tenant: Tenant,
  rows: readonly ClaimedRow[],
  log: FastifyInstance['log'],
): Promise<number> {
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const fans = await app.db
    .select({ id: users.id, username: users.username, email: users.email, settings: users.settings })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), inArray(users.id, userIds)));
  const fanById = new Map(
    fans.map((fan) => [fan.id, { ...fan, settings: { ...defaultUserSettings, ...fan.settings } }]),
  );
  // The settings are read again now: a fan who turned mail off since gets none.
  const wanted = rows.filter((row) => {
    const fan = fanById.get(row.user_id);
    if (fan === undefined || row.is_read) return false;
    const setting = row.type === 'comment_like' ? 'notify_by_likes_on_email' : 'notify_by_replies_on_email';
    return fan.settings[setting] === '1';
  });
  if (wanted.length === 0) return 0;
  const views = new Map(
    (
      await repository.byIds(
        tenant,
        wanted.map((row) => row.id),
      )
    ).map((view) => [view.id, view]),
  );
  const origin = originOf(app, tenant);
  let mails = 0;
  for (const [userId, fanRows] of groupBy(wanted, (row) => row.user_id)) {
    const fan = fanById.get(userId);
    // Newest first, as in the menu (byIds answers in that order).
    const ids = new Set(fanRows.map((row) => row.id));
    const items = [...views.values()]
      .filter((view) => ids.has(view.id))
      .map((view) => ({
        text: view.text,
        excerpt: view.comment?.excerpt ?? view.match?.excerpt ?? '',
        url: `${origin}${view.url}`,
      }));
    if (fan === undefined || items.length === 0) continue;
    const content = notificationsMail(tenant, fan.username, items);
    try {
      await app.mailer.send({ tenantId: tenant.id, to: fan.email, ...content });
      mails += 1;
    } catch (error) {
      log.error({ err: error, tenant: tenant.id, userId }, 'notification mail failed; due again at the next run');
      await app.db
        .update(notifications)
        .set({ emailedAt: null })
        .where(
          and(
            eq(notifications.tenantId, tenant.id),
            inArray(
              notifications.id,
              fanRows.map((row) => row.id),
            ),
          ),
        );
    }
  }
  return mails;
}
