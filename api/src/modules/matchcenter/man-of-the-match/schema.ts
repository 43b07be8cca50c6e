import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/schema';
import { tenants } from '../../tenants/schema';
import { fixtures, players, teams } from '../schema';

/**
 * Man-of-the-match votes (MC-05, MC-06; docs/decisions/0013). Unlike the football data beside them these
 * are tenant data: every row carries `tenant_id`, and every read filters on it.
 *
 * A fan's vote is one ballot (the rule "one vote per user per match" is its primary key, so two
 * concurrent submissions cannot both be stored) and one grade row per rated player. The grades point
 * at their ballot, so a ballot and its grades are written in one transaction and removed together.
 */

/** The grade range: the spec's star ratings, shared's `Stars` (five stars). */
export const MOM_MIN_GRADE = 1;
export const MOM_MAX_GRADE = 5;

export const momBallots = pgTable(
  'mom_ballots',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The side whose players this ballot rates (the `{team}` of the vote's URL). */
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.fixtureId, table.userId] }),
    index('mom_ballots_user_idx').on(table.userId),
  ],
);

export const momVotes = pgTable(
  'mom_votes',
  {
    tenantId: text('tenant_id').notNull(),
    fixtureId: integer('fixture_id').notNull(),
    userId: integer('user_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Equal to created_at while a vote cannot be changed (decision 0013); kept for operator corrections. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.fixtureId, table.userId, table.playerId] }),
    foreignKey({
      name: 'mom_votes_ballot_fk',
      columns: [table.tenantId, table.fixtureId, table.userId],
      foreignColumns: [momBallots.tenantId, momBallots.fixtureId, momBallots.userId],
    }).onDelete('cascade'),
    check('mom_votes_grade_range', sql`${table.grade} between 1 and 5`),
    // The match's results (per player of one fixture) and the per-fixture scores.
    index('mom_votes_tenant_fixture_player_idx').on(table.tenantId, table.fixtureId, table.playerId, table.grade),
    // Per-player averages and the season's top list.
    index('mom_votes_tenant_player_idx').on(table.tenantId, table.playerId, table.grade),
  ],
);
