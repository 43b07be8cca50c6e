import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config';
import type { NotificationPush, Notifier } from '../../community/notifications/notifier';
import type { TenantsRepository } from '../../tenants/tenants-repository';
import { createPushPreparer } from '../../web-push/delivery/push-encryption';
import type { WebPushRepository } from '../../web-push/web-push-repository';
import type { FoundAlert } from './detect-match-alerts';
import type { MatchAlertsRepository } from './match-alerts-repository';
import { SEND_SLICE_MS, sendDueMatchAlerts, type SendReport } from './send-match-alerts';

interface MatchAlertsRun {
  found: FoundAlert[];
  sent: SendReport;
}

/** What the loop reads and writes, made by the module's index.ts (decision 0056). */
interface MatchAlertsLoopOptions {
  alerts: MatchAlertsRepository;
  webPush: WebPushRepository;
  tenants: Pick<TenantsRepository, 'findById'>;
  /** Publishes the fans' renewed notifications (community's notifier). */
  notifier: Pick<Notifier, 'publish'>;
  config: Pick<AppConfig, 'publicUrl' | 'env' | 'pushEndpoints'>;
  log: FastifyBaseLogger;
}

/**
 * CLB-03's work, apart from the live match: finding new facts and sending their queue happen here, on
 * a timer of their own (and at once when the simulator stores minutes in this process), never inside
 * the simulator's tick, so a slow push service never holds a match up. One run at a time per process;
 * several processes share the work through the database (alert keys, `SKIP LOCKED` claims).
 */
export function createMatchAlertsLoop({ alerts, webPush, tenants, notifier, config, log }: MatchAlertsLoopOptions) {
  let running: Promise<MatchAlertsRun> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  // One worker thread per process signs and encrypts the pushes, for as long as the loop lives.
  const preparer = createPushPreparer();

  /** After commit: each fan's renewed notification on their private channel (the bell and its toast). */
  async function publishNotifications(found: FoundAlert[]): Promise<void> {
    const byTenant = new Map<string, NotificationPush[]>();
    for (const alert of found) {
      for (const { tenantId, userId, notificationId } of alert.notified) {
        const pushes = byTenant.get(tenantId) ?? [];
        pushes.push({ userId, notificationId, event: 'NotificationCreated' });
        byTenant.set(tenantId, pushes);
      }
    }
    for (const [tenantId, pushes] of byTenant) {
      const tenant = await tenants.findById(tenantId);
      if (tenant !== undefined) await notifier.publish(tenant, pushes);
    }
  }

  /**
   * Finds new facts, then sends for a slice, and again while deliveries are due: a goal scored while
   * an earlier one's pushes go out is found and queued between two slices. Done when none is due.
   */
  async function once(): Promise<MatchAlertsRun> {
    const run: MatchAlertsRun = { found: [], sent: { claimed: 0, delivered: 0, removed: 0, failed: 0, more: false } };
    for (;;) {
      const now = new Date();
      const found = await alerts.detect(await alerts.matchesToWatch(now), now);
      await publishNotifications(found);
      if (found.length > 0) {
        log.info(
          {
            alerts: found.map((alert) => `${alert.fixtureId}:${alert.kind}`),
            queued: found.reduce((sum, alert) => sum + alert.queued, 0),
          },
          'club alerts: new match facts',
        );
      }
      const sent = await sendDueMatchAlerts({ alerts, webPush, log, config, tenants, preparer }, SEND_SLICE_MS);
      if (sent.claimed > 0) log.info({ ...sent }, 'club alerts: pushes sent');
      run.found.push(...found);
      run.sent = {
        claimed: run.sent.claimed + sent.claimed,
        delivered: run.sent.delivered + sent.delivered,
        removed: run.sent.removed + sent.removed,
        failed: run.sent.failed + sent.failed,
        more: sent.more,
      };
      if (!sent.more || stopped) return run;
    }
  }

  /** Runs now, or once more right after the run under way (a wake-up during a run is never lost). */
  function run(): Promise<MatchAlertsRun> {
    if (running !== undefined) {
      again = true;
      return running;
    }
    const current = once()
      .catch((error: unknown) => {
        log.error({ err: error }, 'club alerts: a run failed');
        return { found: [], sent: { claimed: 0, delivered: 0, removed: 0, failed: 0, more: false } };
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    running = current;
    return current;
  }

  return {
    run,
    start(intervalMs: number) {
      if (intervalMs <= 0 || timer !== undefined) return;
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      await running;
      await preparer.close();
    },
  };
}

export type MatchAlertsLoop = ReturnType<typeof createMatchAlertsLoop>;
