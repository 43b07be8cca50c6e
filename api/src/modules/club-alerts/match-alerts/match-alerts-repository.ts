import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/sql-rows';
import { predictionGames, predictions } from '../../football-pool/schema';
import { pushSubscriptions } from '../../web-push/schema';
import { describeAlerts } from './describe-match-alerts';
import { detectMatchAlerts, matchesToWatch } from './detect-match-alerts';

/** Deliveries claimed at once; the next batch follows at once while there are more. */
export const CLAIM_BATCH = 200;
/** How long a claim holds a delivery: a sender that dies mid-batch leaves it to another after this. */
const CLAIM_SECONDS = 30;
/** A delivery that failed this often is given up (the push service keeps refusing it). */
const ATTEMPTS_MAX = 5;

const claimedRow = z.object({
  alert_id: z.number(),
  subscription_id: z.string(),
  tenant_id: z.string(),
  attempts: z.number(),
});

/** A delivery this sender claimed: its alert, its subscription and how often it was tried. */
export type ClaimedDelivery = z.infer<typeof claimedRow>;

/**
 * Claims due deliveries: not sent, not given up, and not held by a live claim. `FOR UPDATE SKIP
 * LOCKED` lets two processes claim at the same moment without waiting for each other or taking the
 * same row; the claim (`claimed_until`) then keeps the row theirs until it is settled or expires.
 */
async function claimDue(db: Database, now: Date): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    with due as (
      select alert_id, subscription_id from match_alert_deliveries
      where sent_at is null and gave_up_at is null and (claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)
      order by created_at, alert_id
      limit ${CLAIM_BATCH}
      for update skip locked
    )
    update match_alert_deliveries d
       set claimed_until = ${now.toISOString()}::timestamptz + make_interval(secs => ${CLAIM_SECONDS}), attempts = d.attempts + 1
      from due
     where d.alert_id = due.alert_id and d.subscription_id = due.subscription_id
    returning d.alert_id, d.subscription_id, d.tenant_id, d.attempts`);
  return rowsOf(result, claimedRow);
}

/**
 * A batch's delivered pushes marked sent in one statement, not one each: 10,000 round trips were a
 * third of a goal's sending time. A sender that dies before it leaves them to another after the claim
 * (CLAIM_SECONDS), which sends them again: the push's Topic and the notification's tag make the
 * browser replace the first with the second, so the fan still sees one alert.
 */
async function settleDelivered(db: Database, delivered: ClaimedDelivery[], now: Date): Promise<void> {
  if (delivered.length === 0) return;
  // The keys as one JSON parameter: any subscription id, and one parameter however many rows.
  const keys = JSON.stringify(delivered.map(({ alert_id, subscription_id }) => ({ alert_id, subscription_id })));
  await db.execute(sql`update match_alert_deliveries d set sent_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${keys}::jsonb) as done(alert_id integer, subscription_id text)
    where d.alert_id = done.alert_id and d.subscription_id = done.subscription_id`);
  // WP-01's record of the subscription's last delivered push, for the batch at once too.
  await db.execute(sql`update push_subscriptions s set last_success_at = ${now.toISOString()}::timestamptz
    where s.id in (select subscription_id from jsonb_to_recordset(${keys}::jsonb) as done(alert_id integer, subscription_id text))`);
}

/** A failed push: tried again later, or given up after ATTEMPTS_MAX. */
async function settleFailed(db: Database, claimed: ClaimedDelivery, now: Date): Promise<void> {
  const at = now.toISOString();
  if (claimed.attempts >= ATTEMPTS_MAX) {
    await db.execute(sql`update match_alert_deliveries set gave_up_at = ${at}::timestamptz
      where alert_id = ${claimed.alert_id} and subscription_id = ${claimed.subscription_id}`);
  } else {
    // Tried again after 10 s, 20 s, 30 s…: a push service that is down gets room to come back.
    await db.execute(sql`update match_alert_deliveries
      set claimed_until = ${at}::timestamptz + make_interval(secs => ${claimed.attempts * 10})
      where alert_id = ${claimed.alert_id} and subscription_id = ${claimed.subscription_id}`);
  }
}

/**
 * CLB-03's data access for the match alerts loop (match-alerts-loop.ts): finding and storing each
 * match's new facts with their queue (detect-match-alerts.ts), and claiming, describing and settling
 * the queued pushes (send-match-alerts.ts). Made once by the module's index.ts.
 */
export function createMatchAlertsRepository(db: Database) {
  return {
    /** The matches worth a look: being played, or finished a short while ago. */
    matchesToWatch: (now: Date) => matchesToWatch(db, now),
    /** Stores the new facts of these matches as alerts with their queue; answers the alerts it stored. */
    detect: (fixtureIds: readonly number[], now: Date) => detectMatchAlerts(db, fixtureIds, now),
    describe: (alertIds: readonly number[]) => describeAlerts(db, alertIds),
    claimDue: (now: Date) => claimDue(db, now),
    settleDelivered: (delivered: ClaimedDelivery[], now: Date) => settleDelivered(db, delivered, now),
    settleFailed: (claimed: ClaimedDelivery, now: Date) => settleFailed(db, claimed, now),

    /** The push subscriptions these deliveries go to (WP-01's table): where and how to encrypt. */
    async subscriptions(subscriptionIds: readonly string[]) {
      return db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          enabled: pushSubscriptions.enabled,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, [...subscriptionIds]));
    },

    /** The fans of these subscriptions, for those made while logged in. */
    async subscriptionOwners(subscriptionIds: readonly string[]) {
      return db
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(and(inArray(pushSubscriptions.id, [...subscriptionIds]), isNotNull(pushSubscriptions.userId)));
    },

    /** These fans' predictions of these matches (the pool's tables), for their points at full time. */
    async predictionsOf(userIds: readonly number[], fixtureIds: readonly number[]) {
      return db
        .select({
          tenantId: predictions.tenantId,
          userId: predictions.userId,
          fixtureId: predictionGames.fixtureId,
          bet: predictions.bet,
          odds: predictions.odds,
        })
        .from(predictions)
        .innerJoin(predictionGames, eq(predictionGames.id, predictions.predictionGameId))
        .where(and(inArray(predictions.userId, [...userIds]), inArray(predictionGames.fixtureId, [...fixtureIds])));
    },
  };
}

export type MatchAlertsRepository = ReturnType<typeof createMatchAlertsRepository>;
