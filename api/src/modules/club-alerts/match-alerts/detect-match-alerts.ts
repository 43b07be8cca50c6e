import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../../db/client';
import { rowsOf } from '../../../db/sql-rows';
import { fixtureEvents, fixtures, matchEvents } from '../../matchcenter/schema';
import { type MatchAlertKind, preferenceKindOf } from '../alert-kinds';
import { type MatchAlertFacts, matchAlerts } from '../schema';

/**
 * A match that kicked off longer ago than this is history (a match with its break takes two hours):
 * a late correction of it, or a match first seen long after it was played, alerts nobody.
 */
const HISTORY_MS = 3 * 60 * 60_000;
/** A finished match is looked at again this long (a goal taken back after the whistle). */
const AFTER_FULL_TIME_MS = 15 * 60_000;

interface WantedAlert {
  key: string;
  kind: MatchAlertKind;
  facts: MatchAlertFacts;
}

export interface FoundAlert {
  id: number;
  fixtureId: number;
  kind: MatchAlertKind;
  /** Push subscriptions queued for it. */
  queued: number;
  /** The fans' notifications it made or renewed, to publish on their private channels once committed. */
  notified: { tenantId: string; userId: number; notificationId: number }[];
}

type FixtureRow = {
  id: number;
  status: string;
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  homeTeamId: number;
  awayTeamId: number;
};

/**
 * What a fan is told about a match as it stands now. Derived from the stored match, not from the
 * event that woke us, so the answer is the same whoever asks and however often: a replayed minute, a
 * restart or a second process find nothing new, and a goal that is gone from the data (taken back by
 * the provider) is found missing and corrected.
 */
function wantedAlerts(
  fixture: FixtureRow,
  goals: (typeof fixtureEvents.$inferSelect)[],
  redCards: (typeof matchEvents.$inferSelect)[],
  earlier: { key: string; kind: MatchAlertKind; facts: MatchAlertFacts }[],
): WantedAlert[] {
  const score = { homeScore: fixture.homeScore, awayScore: fixture.awayScore };
  const wanted: WantedAlert[] = [];
  const playing = fixture.status === 'live' || fixture.status === 'half-time';
  // First seen finished (played while nobody watched), a match gets its goals and full time only.
  if (playing) wanted.push({ key: 'kick_off', kind: 'kick_off', facts: { homeScore: 0, awayScore: 0 } });
  for (const goal of goals) {
    wanted.push({
      key: `goal:${goal.id}`,
      kind: 'goal',
      facts: {
        homeScore: goal.homeScore,
        awayScore: goal.awayScore,
        minute: goal.minute,
        extraMinute: goal.extraMinute,
        teamId: goal.teamId,
        playerId: goal.playerId,
        goalType: goal.type,
      },
    });
  }
  const goalKeys = new Set(goals.map((goal) => `goal:${goal.id}`));
  for (const alert of earlier) {
    if (alert.kind !== 'goal' || goalKeys.has(alert.key)) continue;
    wanted.push({
      key: `goal_cancelled:${alert.key.slice('goal:'.length)}`,
      kind: 'goal_cancelled',
      facts: { ...alert.facts, ...score },
    });
  }
  for (const card of redCards) {
    wanted.push({
      key: `red_card:${card.sequence}`,
      kind: 'red_card',
      facts: {
        ...score,
        minute: card.minute,
        extraMinute: card.stoppageMinute,
        teamId: card.teamId,
        playerId: card.playerId,
      },
    });
  }
  // Half time while it lasts, or once the second half is under way (a break shorter than our look).
  if (fixture.status === 'half-time' || (fixture.status === 'live' && (fixture.minute ?? 0) > 45)) {
    const firstHalf = goals.filter((goal) => goal.minute <= 45);
    const last = firstHalf[firstHalf.length - 1];
    wanted.push({
      key: 'half_time',
      kind: 'half_time',
      facts: { homeScore: last?.homeScore ?? 0, awayScore: last?.awayScore ?? 0 },
    });
  }
  if (fixture.status === 'finished') wanted.push({ key: 'full_time', kind: 'full_time', facts: score });
  return wanted;
}

/**
 * Queues an alert for every push subscription that wants it (whatever its article pushes' switch,
 * `enabled`, says: club alerts go by their own preferences): a browser whose own preferences name
 * one of the clubs and the kind, or whose fan's account preferences do. One statement, so 10,000
 * subscriptions cost one round trip; the key makes it once per alert and subscription. The two ways
 * are two joins under one `union`, not one join on an `or`: the `or` keeps Postgres from hashing
 * either side, and 10,000 guests' preferences against their 10,000 browsers took 10 s (the bench).
 */
async function queueAlert(
  tx: Transaction,
  alertId: number,
  kind: MatchAlertKind,
  fixture: FixtureRow,
): Promise<number> {
  const result = await tx.execute(sql`
    with queued as (
    insert into match_alert_deliveries (alert_id, subscription_id, tenant_id)
    select ${alertId}::integer, wanting.id, wanting.tenant_id
    from (
      select s.id, s.tenant_id
      from club_alert_preferences p
      join push_subscriptions s on s.id = p.subscription_id and s.tenant_id = p.tenant_id
      where p.team_id in (${fixture.homeTeamId}::integer, ${fixture.awayTeamId}::integer)
        and ${preferenceKindOf(kind)}::text = any(p.kinds)
      union
      select s.id, s.tenant_id
      from club_alert_preferences p
      join push_subscriptions s on s.user_id = p.user_id and s.tenant_id = p.tenant_id
      where p.user_id is not null
        and p.team_id in (${fixture.homeTeamId}::integer, ${fixture.awayTeamId}::integer)
        and ${preferenceKindOf(kind)}::text = any(p.kinds)
    ) wanting
    on conflict do nothing
    returning 1)
    select count(*)::integer as queued from queued`);
  return rowsOf(result, z.object({ queued: z.number() }))[0]?.queued ?? 0;
}

const notifiedRow = z.object({ tenant_id: z.string(), user_id: z.number(), id: z.number() });

/**
 * The fans whose account wants it get it in their notification list (NOT-01…04) too: one notification
 * per fan and match, renewed by each new alert (new again, as a like notification is by a new like).
 * Never mailed: the alert is the fan's own choice, and a mail an hour later is no alert.
 */
async function notifyFans(
  tx: Transaction,
  alertId: number,
  kind: MatchAlertKind,
  fixture: FixtureRow,
  now: Date,
): Promise<FoundAlert['notified']> {
  const at = now.toISOString();
  const result = await tx.execute(sql`
    insert into notifications (tenant_id, user_id, type, fixture_id, match_alert_id, emailed_at, created_at, updated_at)
    select distinct p.tenant_id, p.user_id, 'match_alert', ${fixture.id}::integer, ${alertId}::integer,
           ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
    from club_alert_preferences p
    where p.user_id is not null
      and p.team_id in (${fixture.homeTeamId}::integer, ${fixture.awayTeamId}::integer)
      and ${preferenceKindOf(kind)}::text = any(p.kinds)
    on conflict (tenant_id, user_id, fixture_id) where match_alert_id is not null
    do update set match_alert_id = excluded.match_alert_id, updated_at = excluded.updated_at, opened_at = null, read_at = null
    returning tenant_id, user_id, id`);
  return rowsOf(result, notifiedRow).map((row) => ({
    tenantId: row.tenant_id,
    userId: row.user_id,
    notificationId: row.id,
  }));
}

/**
 * CLB-03: finds the new facts of these matches (kick-off, goals, goals taken back, red cards, half
 * time, full time), stores each once as an alert and queues its pushes, in one transaction per match
 * (an alert is never stored without its queue). Answers the alerts it stored.
 */
export async function detectMatchAlerts(db: Database, fixtureIds: readonly number[], now: Date): Promise<FoundAlert[]> {
  if (fixtureIds.length === 0) return [];
  const rows = await db
    .select({
      id: fixtures.id,
      status: fixtures.status,
      minute: fixtures.minute,
      homeScore: fixtures.homeScore,
      awayScore: fixtures.awayScore,
      homeTeamId: fixtures.homeTeamId,
      awayTeamId: fixtures.awayTeamId,
    })
    .from(fixtures)
    .where(and(inArray(fixtures.id, [...fixtureIds]), gt(fixtures.kickoffAt, new Date(now.getTime() - HISTORY_MS))));
  const found: FoundAlert[] = [];
  for (const fixture of rows) {
    if (fixture.status !== 'live' && fixture.status !== 'half-time' && fixture.status !== 'finished') continue;
    const stored = await db.transaction(async (tx) => {
      // One after another: a transaction is one connection, which runs one query at a time.
      const goals = await tx
        .select()
        .from(fixtureEvents)
        .where(eq(fixtureEvents.fixtureId, fixture.id))
        .orderBy(fixtureEvents.minute, fixtureEvents.id);
      const redCards = await tx
        .select()
        .from(matchEvents)
        .where(and(eq(matchEvents.fixtureId, fixture.id), eq(matchEvents.type, 'red_card')))
        .orderBy(matchEvents.sequence);
      const earlier = await tx
        .select({ key: matchAlerts.key, kind: matchAlerts.kind, facts: matchAlerts.facts })
        .from(matchAlerts)
        .where(eq(matchAlerts.fixtureId, fixture.id));
      const known = new Set(earlier.map((alert) => alert.key));
      const fresh = wantedAlerts(fixture, goals, redCards, earlier).filter((alert) => !known.has(alert.key));
      if (fresh.length === 0) return [];
      const inserted = await tx
        .insert(matchAlerts)
        .values(fresh.map((alert) => ({ fixtureId: fixture.id, ...alert, createdAt: now })))
        .onConflictDoNothing()
        .returning({ id: matchAlerts.id, kind: matchAlerts.kind });
      const alerts: FoundAlert[] = [];
      for (const alert of inserted.sort((a, b) => a.id - b.id)) {
        alerts.push({
          id: alert.id,
          fixtureId: fixture.id,
          kind: alert.kind,
          queued: await queueAlert(tx, alert.id, alert.kind, fixture),
          notified: await notifyFans(tx, alert.id, alert.kind, fixture, now),
        });
      }
      return alerts;
    });
    found.push(...stored);
  }
  return found;
}

/** The matches worth a look: being played, or finished a short while ago. */
export async function matchesToWatch(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(
      and(
        gt(fixtures.kickoffAt, new Date(now.getTime() - HISTORY_MS)),
        or(
          inArray(fixtures.status, ['live', 'half-time']),
          and(eq(fixtures.status, 'finished'), gt(fixtures.updatedAt, new Date(now.getTime() - AFTER_FULL_TIME_MS))),
        ),
      ),
    );
  return rows.map((row) => row.id);
}
