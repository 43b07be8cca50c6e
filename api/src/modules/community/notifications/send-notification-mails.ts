import type { FastifyInstance } from 'fastify';
import { notificationsMail } from '../../mail/templates';
import type { Tenant } from '../../tenants/tenants-repository';
import type { ClaimedNotification, NotificationsRepository } from './notifications-repository';

/** How many fans one claim takes; the batch claims again until nothing is due. */
const fansPerClaim = 200;
/** A bound on one run, so a flood of new notifications cannot keep it going forever. */
const maxClaimsPerRun = 50;

/** What the batch needs of the app: the tenants, the mailer, the links' origin, the log. */
type MailBatchApp = Pick<FastifyInstance, 'tenants' | 'mailer' | 'config' | 'log'>;

interface NotificationMailReport {
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
export async function sendNotificationMails(
  app: MailBatchApp,
  repository: NotificationsRepository,
): Promise<NotificationMailReport> {
  const log = app.log.child({ module: 'notifications' });
  const report: NotificationMailReport = { mails: 0, claimed: 0 };
  for (let claim = 0; claim < maxClaimsPerRun; claim += 1) {
    const rows = await repository.claimDueMails(fansPerClaim);
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

/** The tenant's origin for absolute links: PUBLIC_URL, else the tenant's first host. */
function originOf(app: MailBatchApp, tenant: Tenant): string {
  if (app.config.publicUrl !== undefined) return app.config.publicUrl;
  const host = tenant.hosts[0] ?? 'localhost';
  return app.config.env === 'production' ? `https://${host}` : `http://${host}:${app.config.port}`;
}

async function mailTenant(
  app: MailBatchApp,
  repository: NotificationsRepository,
  tenant: Tenant,
  rows: readonly ClaimedNotification[],
  log: FastifyInstance['log'],
): Promise<number> {
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const fanById = new Map((await repository.mailRecipients(tenant.id, userIds)).map((fan) => [fan.id, fan]));
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
      await repository.unclaimMails(
        tenant.id,
        fanRows.map((row) => row.id),
      );
    }
  }
  return mails;
}
