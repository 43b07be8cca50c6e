import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { fixtures, teams } from '../matchcenter/schema';
import { tenants } from '../tenants/schema';
import { pushSubscriptions } from '../web-push/schema';
import { type AlertKind, type MatchAlertKind, matchAlertKinds } from './alert-kinds';

/**
 * CLB-03: who wants alerts for which club, and of which kinds. A fan's choice is on the account (it
 * follows them to every browser they subscribe while logged in, and to the page); a guest's is on the
 * browser's push subscription (WP-01's), and goes with it. Exactly one of the two owns a row.
 */
export const clubAlertPreferences = pgTable(
  'club_alert_preferences',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** Never empty: turning every kind off removes the row. */
    kinds: text('kinds').array().$type<AlertKind[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('club_alert_preferences_one_owner', sql`(${table.userId} is null) <> (${table.subscriptionId} is null)`),
    uniqueIndex('club_alert_preferences_user_key')
      .on(table.tenantId, table.userId, table.teamId)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('club_alert_preferences_subscription_key')
      .on(table.tenantId, table.subscriptionId, table.teamId)
      .where(sql`${table.subscriptionId} is not null`),
    // Fanning an alert out looks preferences up by club.
    index('club_alert_preferences_team_idx').on(table.teamId),
    // The cascades from users and push_subscriptions.
    index('club_alert_preferences_user_idx').on(table.userId),
    index('club_alert_preferences_subscription_idx').on(table.subscriptionId),
  ],
);

/** What an alert says, kept with it so a later correction or a retry tells the same story. */
export interface MatchAlertFacts {
  homeScore: number | null;
  awayScore: number | null;
  minute?: number | null;
  extraMinute?: number | null;
  /** The club the event counts for (the scorer's, the sent-off player's). */
  teamId?: number;
  playerId?: number | null;
  /** For goals: 'goal', 'penalty' or 'own-goal'. */
  goalType?: string;
}

/**
 * The alerts a match has produced, league data like the match itself (no tenant). `key` names the
 * fact (`kick_off`, `goal:{fixture_events.id}`, `red_card:{match_events.sequence}`…): unique per match,
 * so finding the same fact again (a replayed minute, a restart, a second process) adds nothing.
 */
export const matchAlerts = pgTable(
  'match_alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind', { enum: matchAlertKinds }).$type<MatchAlertKind>().notNull(),
    facts: jsonb('facts').$type<MatchAlertFacts>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('match_alerts_fixture_key').on(table.fixtureId, table.key)],
);

/**
 * The queue: one row per alert and push subscription, made when the alert is found. Senders claim
 * due rows with `FOR UPDATE SKIP LOCKED` (two processes never take the same row) and hold them until
 * `claimed_until`; `sent_at` marks the push delivered, `gave_up_at` one that failed too often.
 */
export const matchAlertDeliveries = pgTable(
  'match_alert_deliveries',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => matchAlerts.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.subscriptionId] }),
    index('match_alert_deliveries_due_idx')
      .on(table.createdAt, table.alertId)
      .where(sql`${table.sentAt} is null and ${table.gaveUpAt} is null`),
    index('match_alert_deliveries_subscription_idx').on(table.subscriptionId),
  ],
);
