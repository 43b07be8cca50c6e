import {
  char,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { fixtures } from '../matchcenter/schema';
import { tenants } from '../tenants/schema';

/** The weekly prediction game (FP-*): per tenant, since each site runs its own pool and rankings. */

export const bets = ['home_win', 'draw', 'away_win'] as const;
export type Bet = (typeof bets)[number];

export const predictionGames = pgTable(
  'prediction_games',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    /** Monday of the league week (Europe/Amsterdam) of the kick-off: the pool's week. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** Decimal odds, frozen when the game is published (research §4.1). */
    homeWinOdds: numeric('home_win_odds', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    drawOdds: numeric('draw_odds', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    awayWinOdds: numeric('away_win_odds', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the game's picks were scored and added to the boards: set in the transaction that does it,
     * so a game is settled exactly once (decision 0015).
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('prediction_games_tenant_fixture_key').on(table.tenantId, table.fixtureId),
    index('prediction_games_tenant_week_idx').on(table.tenantId, table.weekStart),
  ],
);

export const predictions = pgTable(
  'predictions',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    predictionGameId: integer('prediction_game_id')
      .notNull()
      .references(() => predictionGames.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bet: text('bet', { enum: bets }).notNull(),
    /** The odds of the chosen bet when it was placed, so later changes never move points. */
    odds: numeric('odds', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.predictionGameId, table.userId] }),
    // A fan's picks of a week's games (the predictions call) straight from the index, without reading a
    // table page per pick of their season (SCL-04); also every read of a fan's picks by tenant and user.
    index('predictions_tenant_user_game_idx').on(
      table.tenantId,
      table.userId,
      table.predictionGameId,
      table.bet,
      table.odds,
    ),
  ],
);

export const boards = ['W', 'M', 'T'] as const;
export type Board = (typeof boards)[number];

/**
 * The ranking boards (research/football.md §4.2): one row per user per period, maintained by the
 * settlement of each game, so a ranking page or "my rank" is an index range, never a scan of picks.
 * `period`: the Monday of a week (`2026-11-16`), a month (`2026-11`) or a season (`2026/2027`).
 */
export const predictionScores = pgTable(
  'prediction_scores',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    board: char('board', { length: 1, enum: boards }).notNull(),
    period: text('period').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    played: integer('played').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.board, table.period, table.userId] }),
    index('prediction_scores_rank_idx').on(
      table.tenantId,
      table.board,
      table.period,
      table.points.desc(),
      table.correct.desc(),
      table.userId,
    ),
  ],
);

/**
 * How many users of a board have each points total (decision 0015, "Score levels"): a few hundred
 * rows per board, rebuilt from `prediction_scores` in the settlement's transaction. The competition
 * rank of a total is 1 + the users of the levels above it and the board's size is their sum, so a
 * rank, a count or the start of a deep page never counts through the board's rows.
 */
export const predictionScoreLevels = pgTable(
  'prediction_score_levels',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    board: char('board', { length: 1, enum: boards }).notNull(),
    period: text('period').notNull(),
    points: integer('points').notNull(),
    users: integer('users').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.board, table.period, table.points] })],
);

/** A private ranking among friends (Kicktipp, Superbru): joined with its invite code. */
export const miniLeagues = pgTable(
  'prediction_leagues',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('prediction_leagues_code_key').on(table.code),
    index('prediction_leagues_tenant_idx').on(table.tenantId, table.id),
  ],
);

export const miniLeagueMembers = pgTable(
  'prediction_league_members',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => miniLeagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.userId] }),
    index('prediction_league_members_user_idx').on(table.tenantId, table.userId),
  ],
);
