import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** Null until the match is settled; then round(10 × odds) for a correct pick, else 0. */
    points: integer('points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.predictionGameId, table.userId] }),
    index('predictions_tenant_user_idx').on(table.tenantId, table.userId),
  ],
);
