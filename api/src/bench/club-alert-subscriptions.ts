import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { clubAlertPreferences, matchAlerts } from '../modules/club-alerts/schema';
import { rowsOf } from '../db/sql-rows';
import { matchEvents, teams } from '../modules/matchcenter/schema';
import { matchSeed, simulateMatch } from '../modules/matchcenter/simulator/match-model';
import { createScheduleRepository } from '../modules/matchcenter/simulator/schedule-repository';
import { fixtureGoalId } from '../modules/matchcenter/simulator/simulations-repository';
import { pushSubscriptions } from '../modules/web-push/schema';
import { createStepTimer } from './bench-steps';

/**
 * The club alerts' bench data set (issue 27, CLB-03): `subscriptions` guests' push subscriptions on
 * one tenant, all following one club for goals, made in bulk rather than through the API (10,000 PUTs
 * would be most of the run). The club is the home side of the first scheduled demo match whose
 * simulated plan (the simulator draws it from the fixture id: `matchSeed`) has a goal, so the match
 * the bench kicks off is sure to send alerts. Endpoints point at the bench's local push service
 * (`{pushOrigin}/push/{i}`), which the API may only reach outside production.
 */
interface ClubAlertDataOptions {
  tenantId: string;
  subscriptions: number;
  /**
   * Distinct browser key pairs, shared out over the subscriptions: a push is encrypted to its
   * subscription's key whether or not another has the same, so a few hundred cost the API as much
   * as 10,000 and are made in a fraction of the time.
   */
  keyPairs: number;
  /** The local push service's origin, e.g. `http://127.0.0.1:40123`. */
  pushOrigin: string;
  /** Subscriptions the summary lists (id and endpoint), for the bench to check through the API. */
  samples: number;
  log: (line: string) => void;
}

interface PlannedGoal {
  minute: number;
  stoppageMinute: number | null;
  side: 'home' | 'away';
  homeScore: number;
  awayScore: number;
}

interface ClubAlertData {
  tenantId: string;
  fixture: { id: number; homeTeam: string; awayTeam: string; kickoffAt: string };
  team: { id: number; name: string };
  /** The goals of the fixture's plan, in order: what the bench expects alerts for. */
  plannedGoals: PlannedGoal[];
  /** The match's frames (a minute each, the break included): how long it plays at a given speed. */
  plannedFrames: number;
  subscriptions: number;
  keyPairs: number;
  samples: { id: string; endpoint: string }[];
  seconds: Record<string, number>;
}

/** Rows per multi-row INSERT (6 parameters a subscription: well under Postgres's 65,535). */
const CHUNK = 1_000;
/** Scheduled demo matches looked at for one with a goal in its plan. */
const FIXTURES_TRIED = 100;

const goalTypes = new Set(['goal', 'penalty', 'own_goal']);

/** The first scheduled demo match whose plan has a goal, with that plan's goals. */
async function matchWithGoals(db: Database) {
  const schedule = createScheduleRepository(db);
  const upcoming = await schedule.operatorFixtures('upcoming', FIXTURES_TRIED);
  for (const record of upcoming) {
    if (!record.demo || record.status !== 'scheduled') continue;
    const fixture = await schedule.fixtureToPlay(record.id);
    if (fixture === undefined) continue;
    const plan = simulateMatch({ seed: matchSeed(record.id), home: fixture.home, away: fixture.away });
    const goals = plan.frames
      .flatMap((frame) => frame.events)
      .filter((event) => goalTypes.has(event.type))
      .map((event) => ({
        minute: event.minute,
        stoppageMinute: event.stoppageMinute,
        side: event.side,
        homeScore: event.homeScore,
        awayScore: event.awayScore,
      }));
    if (goals.length > 0) return { record, teamId: fixture.home.teamId, goals, frames: plan.frames.length };
  }
  throw new Error(`none of the next ${FIXTURES_TRIED} scheduled demo matches has a goal in its plan`);
}

export async function buildClubAlertSubscriptions(db: Database, options: ClubAlertDataOptions): Promise<ClubAlertData> {
  const { seconds, timed } = createStepTimer(options.log);
  const chosen = await timed('match chosen', () => matchWithGoals(db));
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, chosen.teamId));
  if (team === undefined) throw new Error(`team ${chosen.teamId} is missing`);
  options.log(
    `fixture ${chosen.record.id} ${chosen.record.homeTeam}–${chosen.record.awayTeam}: ${chosen.goals.length} goal(s) planned; club ${team.name}`,
  );

  const keys = await timed('browser key pairs', async () =>
    Array.from({ length: options.keyPairs }, () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return ecdh.getPublicKey().toString('base64url');
    }),
  );
  const ids: string[] = [];
  await timed('push subscriptions and preferences', async () => {
    for (let offset = 0; offset < options.subscriptions; offset += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, options.subscriptions - offset) }, (_, index) => {
        const number = offset + index;
        return {
          id: randomUUID(),
          tenantId: options.tenantId,
          endpoint: `${options.pushOrigin}/push/${number}`,
          p256dh: keys[number % keys.length] ?? '',
          auth: randomBytes(16).toString('base64url'),
        };
      });
      await db.insert(pushSubscriptions).values(rows);
      await db.insert(clubAlertPreferences).values(
        rows.map((row) => ({
          tenantId: options.tenantId,
          teamId: team.id,
          subscriptionId: row.id,
          kinds: ['goal' as const],
        })),
      );
      ids.push(...rows.map((row) => row.id));
    }
  });

  // The first, the last and a few spread between them.
  const picks = new Set<number>();
  for (let index = 0; index < options.samples; index += 1) {
    picks.add(Math.round((index * (ids.length - 1)) / Math.max(1, options.samples - 1)));
  }
  return {
    tenantId: options.tenantId,
    fixture: {
      id: chosen.record.id,
      homeTeam: chosen.record.homeTeam,
      awayTeam: chosen.record.awayTeam,
      kickoffAt: chosen.record.kickoffAt.toISOString(),
    },
    team,
    plannedGoals: chosen.goals,
    plannedFrames: chosen.frames,
    subscriptions: ids.length,
    keyPairs: keys.length,
    samples: [...picks].map((number) => ({
      id: ids[number] ?? '',
      endpoint: `${options.pushOrigin}/push/${number}`,
    })),
    seconds,
  };
}

/** One alert of the match as the database has it after the run, times in ms since the epoch. */
interface ClubAlertRecord {
  id: number;
  key: string;
  kind: string;
  /** When the finder stored it (`match_alerts.created_at`: the start of its look). */
  createdAt: number;
  /** For a goal: when the simulator stored the goal (its `match_events.created_at`). */
  eventStoredAt: number | null;
  queued: number;
  sent: number;
  gaveUp: number;
  /** Deliveries claimed more than once (a failure retried, or a claim that expired). */
  retried: number;
  firstSentAt: number | null;
  lastSentAt: number | null;
}

const epochMs = z.number().nullable();
const alertRow = z.object({ id: z.number(), key: z.string(), kind: z.string(), created_at: z.number() });
const deliveryRow = z.object({
  alert_id: z.number(),
  queued: z.number(),
  sent: z.number(),
  gave_up: z.number(),
  retried: z.number(),
  first_sent_at: epochMs,
  last_sent_at: epochMs,
});

/** Read-only: a fixture's alerts, when their goals were stored, and how their queue was sent. */
export async function reportClubAlerts(db: Database, fixtureId: number): Promise<ClubAlertRecord[]> {
  const alerts = rowsOf(
    await db.execute(sql`
      select id, key, kind, (extract(epoch from created_at) * 1000)::float8 as created_at
      from ${matchAlerts} where fixture_id = ${fixtureId} order by id`),
    alertRow,
  );
  const deliveries = new Map(
    rowsOf(
      await db.execute(sql`
        select alert_id,
               count(*)::integer as queued,
               count(sent_at)::integer as sent,
               count(gave_up_at)::integer as gave_up,
               (count(*) filter (where attempts > 1))::integer as retried,
               (extract(epoch from min(sent_at)) * 1000)::float8 as first_sent_at,
               (extract(epoch from max(sent_at)) * 1000)::float8 as last_sent_at
        from match_alert_deliveries
        where alert_id in (select id from ${matchAlerts} where fixture_id = ${fixtureId})
        group by alert_id`),
      deliveryRow,
    ).map((row) => [row.alert_id, row]),
  );
  // The n-th goal of the match (by sequence) is fixture_events row `fixtureGoalId(fixture, n)`.
  const goals = await db
    .select({ createdAt: matchEvents.createdAt })
    .from(matchEvents)
    .where(and(eq(matchEvents.fixtureId, fixtureId), inArray(matchEvents.type, ['goal', 'penalty', 'own_goal'])))
    .orderBy(asc(matchEvents.sequence));
  const storedAt = new Map(goals.map((goal, index) => [`goal:${fixtureGoalId(fixtureId, index + 1)}`, goal.createdAt]));
  return alerts.map((alert) => {
    const queue = deliveries.get(alert.id);
    return {
      id: alert.id,
      key: alert.key,
      kind: alert.kind,
      createdAt: alert.created_at,
      eventStoredAt: storedAt.get(alert.key)?.getTime() ?? null,
      queued: queue?.queued ?? 0,
      sent: queue?.sent ?? 0,
      gaveUp: queue?.gave_up ?? 0,
      retried: queue?.retried ?? 0,
      firstSentAt: queue?.first_sent_at ?? null,
      lastSentAt: queue?.last_sent_at ?? null,
    };
  });
}
