import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config';
import { pointsFor } from '../../football-pool/settlement/scoring';
import type { Tenant } from '../../tenants/tenants-repository';
import { deliverPrepared, type Delivery } from '../../web-push/delivery/push-delivery';
import type { PushPreparer, PushToPrepare } from '../../web-push/delivery/push-encryption';
import { vapidSubjectOf } from '../../web-push/delivery/vapid-subject';
import type { VapidKeys, WebPushRepository } from '../../web-push/web-push-repository';
import { alertUrl, describedText } from './describe-match-alerts';
import { CLAIM_BATCH, type ClaimedDelivery, type MatchAlertsRepository } from './match-alerts-repository';

/**
 * Pushes in flight at once per sender. Each waits mostly on the push service; 16 sent 730 a second on
 * the bench's two cores with the API at 57 % of one, so more fit (decision 0037: 10,000 within 10 s).
 */
const CONCURRENCY = 48;
/**
 * How long one run sends before it looks for new facts again: a goal scored while the previous goal's
 * 10,000 pushes go out is queued within a second, not after them.
 */
export const SEND_SLICE_MS = 1000;
/** A live match's news is stale quickly: a push service keeps an undelivered alert this long. */
const TIME_TO_LIVE_SECONDS = 15 * 60;

interface SendContext {
  alerts: MatchAlertsRepository;
  webPush: WebPushRepository;
  log: FastifyBaseLogger;
  config: Pick<AppConfig, 'publicUrl' | 'env' | 'pushEndpoints'>;
  tenants: { findById(id: string): Promise<Tenant | undefined> };
  now?: () => Date;
  /** Signs and encrypts the pushes: the loop's worker thread (push-encryption.ts). */
  preparer: PushPreparer;
}

export interface SendReport {
  claimed: number;
  delivered: number;
  removed: number;
  failed: number;
  /** Deliveries were still due when the slice ended. */
  more: boolean;
}

/** The crest as the push's icon; the match page as its target. */
interface AlertPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  icon?: string;
}

/**
 * CLB-03: sends the queued club alerts, batch after batch until none is due. Each push is composed in
 * the subscription's tenant's language (and, at full time, with its fan's prediction points) and
 * goes through WP-01's delivery (public push services only, 404/410 removing the subscription).
 */
export async function sendDueMatchAlerts(
  context: SendContext,
  sliceMs: number = Number.POSITIVE_INFINITY,
): Promise<SendReport> {
  const report: SendReport = { claimed: 0, delivered: 0, removed: 0, failed: 0, more: false };
  const started = Date.now();
  const { preparer, alerts, webPush } = context;
  // Each tenant is read once per run, for its keys and its language alike.
  const tenantOf = memoized((tenantId: string) => context.tenants.findById(tenantId));
  const keysOf = memoized(async (tenantId: string): Promise<VapidKeys | undefined> => {
    const tenant = await tenantOf(tenantId);
    return tenant ? webPush.vapidKeys(tenant.id, vapidSubjectOf(tenant, context.config)) : undefined;
  });
  for (;;) {
    if (Date.now() - started >= sliceMs) {
      report.more = true;
      return report;
    }
    const now = context.now?.() ?? new Date();
    const claimed = await alerts.claimDue(now);
    if (claimed.length === 0) return report;
    report.claimed += claimed.length;
    const payloads = await composePayloads(context, claimed, tenantOf);
    const subscriptions = new Map(
      (await alerts.subscriptions([...new Set(claimed.map((row) => row.subscription_id))])).map((row) => [row.id, row]),
    );
    // Every push of the batch signed and encrypted at once, off the event loop (push-encryption.ts).
    const sendable: { row: ClaimedDelivery; subscription: { id: string } }[] = [];
    const toPrepare: PushToPrepare[] = [];
    const delivered: ClaimedDelivery[] = [];
    const failed: ClaimedDelivery[] = [];
    for (const row of claimed) {
      const subscription = subscriptions.get(row.subscription_id);
      const payload = payloads.get(`${row.alert_id}:${row.subscription_id}`);
      const keys = await keysOf(row.tenant_id);
      if (subscription === undefined) {
        // Gone since it was queued: nothing to send, nothing to retry.
        delivered.push(row);
      } else if (payload === undefined || keys === undefined) {
        failed.push(row);
      } else {
        sendable.push({ row, subscription });
        toPrepare.push({
          subscription: {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          payload: JSON.stringify(payload),
          vapid: keys,
          timeToLiveSeconds: TIME_TO_LIVE_SECONDS,
          urgency: 'high',
          topic: `a${row.alert_id}`,
        });
      }
    }
    const prepared = await preparer.prepare(toPrepare);
    const delivery = {
      webPush,
      log: context.log,
      now: context.now,
      allowLoopback: context.config.pushEndpoints.allowLoopback,
      resolveHost: context.config.pushEndpoints.resolveHost,
    };
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < sendable.length; index = next++) {
        const item = sendable[index];
        const push = prepared[index];
        if (item === undefined || push === undefined) continue;
        const outcome: Delivery =
          'error' in push
            ? 'failed'
            : await deliverPrepared(delivery, item.row.tenant_id, item.subscription, push, false);
        // A removed subscription took its deliveries with it (cascade).
        if (outcome === 'delivered') delivered.push(item.row);
        else if (outcome === 'failed') failed.push(item.row);
        else report.removed += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, sendable.length) }, worker));
    const settledAt = context.now?.() ?? new Date();
    await alerts.settleDelivered(delivered, settledAt);
    for (const row of failed) await alerts.settleFailed(row, settledAt);
    report.delivered += delivered.length;
    report.failed += failed.length;
    if (claimed.length < CLAIM_BATCH) return report;
  }
}

/** Every claimed delivery's payload, keyed `alert:subscription`, from one read of each table. */
async function composePayloads(
  context: SendContext,
  claimed: ClaimedDelivery[],
  tenantOf: (tenantId: string) => Promise<Tenant | undefined>,
): Promise<Map<string, AlertPayload>> {
  const described = await context.alerts.describe([...new Set(claimed.map((row) => row.alert_id))]);
  const alerts = [...described.values()];

  // Full time: the fans' points, for subscriptions made while logged in.
  const fullTime = alerts.filter((alert) => alert.kind === 'full_time');
  const points = new Map<string, number>();
  if (fullTime.length > 0) {
    const owners = await context.alerts.subscriptionOwners([...new Set(claimed.map((row) => row.subscription_id))]);
    const userIds = [...new Set(owners.flatMap((owner) => (owner.userId === null ? [] : [owner.userId])))];
    if (userIds.length > 0) {
      const picks = await context.alerts.predictionsOf(
        userIds,
        fullTime.map((alert) => alert.fixtureId),
      );
      const ownerOf = new Map(owners.map((owner) => [owner.id, owner.userId]));
      const pickOf = new Map(picks.map((pick) => [`${pick.tenantId}:${pick.userId}:${pick.fixtureId}`, pick]));
      for (const row of claimed) {
        const alert = described.get(row.alert_id);
        if (alert?.kind !== 'full_time') continue;
        const pick = pickOf.get(`${row.tenant_id}:${ownerOf.get(row.subscription_id)}:${alert.fixtureId}`);
        if (pick !== undefined) {
          points.set(
            `${row.alert_id}:${row.subscription_id}`,
            pointsFor(pick.bet, pick.odds, alert.facts.homeScore ?? 0, alert.facts.awayScore ?? 0),
          );
        }
      }
    }
  }

  const languages = new Map<string, 'en' | 'nl'>();
  for (const tenantId of new Set(claimed.map((row) => row.tenant_id))) {
    languages.set(tenantId, (await tenantOf(tenantId))?.language ?? 'en');
  }
  const payloads = new Map<string, AlertPayload>();
  for (const row of claimed) {
    const alert = described.get(row.alert_id);
    if (alert === undefined) continue;
    const key = `${row.alert_id}:${row.subscription_id}`;
    payloads.set(key, {
      ...describedText(languages.get(row.tenant_id) ?? 'en', alert, points.get(key) ?? null),
      url: alertUrl(alert),
      // A correction replaces the goal's notification where it still shows; every other alert is its own.
      tag: `match-${alert.fixtureId}-${alert.key.replace(/^goal_cancelled:/, 'goal:')}`,
      icon: alert.icon,
    });
  }
  return payloads;
}

/** One call per argument for the life of the returned function (a send run): later calls share its promise. */
function memoized<Result>(load: (key: string) => Promise<Result>): (key: string) => Promise<Result> {
  const results = new Map<string, Promise<Result>>();
  return (key) => {
    let result = results.get(key);
    if (result === undefined) {
      result = load(key);
      results.set(key, result);
    }
    return result;
  };
}
