import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/schema';
import { tenants } from '../../tenants/schema';
import { players, teams } from '../schema';

/**
 * Fans' line-ups (MC-10, the line-up widget): a formation and an eleven from a club's squad. Tenant
 * data like the man-of-the-match votes: every row carries `tenant_id` and every read filters on it.
 *
 * One line-up per fan per club (the unique key), so a new save replaces the old one: the line-up row is
 * updated in place (its id stays, so `current_formation_id` keeps pointing at it) and its players are
 * replaced, in one transaction. The players point at their line-up through (tenant_id, formation_id),
 * so a player row can never belong to a line-up of another tenant.
 */
export const userFormations = pgTable(
  'user_formations',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** One of `formationNames` (formations.ts), checked by the API: new formations need no migration. */
    formation: text('formation').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_formations_tenant_user_team_uq').on(table.tenantId, table.userId, table.teamId),
    // The target of the players' foreign key (tenant and line-up together).
    unique('user_formations_tenant_id_uq').on(table.tenantId, table.id),
    // The club's figures: how many line-ups, which formations (an index-only count per formation).
    index('user_formations_tenant_team_idx').on(table.tenantId, table.teamId, table.formation),
    // ACC-11: the fan's most recently saved line-up.
    index('user_formations_tenant_user_updated_idx').on(table.tenantId, table.userId, table.updatedAt),
    // The cascade from users deletes by user_id alone (account deletion).
    index('user_formations_user_idx').on(table.userId),
  ],
);

export const userFormationPlayers = pgTable(
  'user_formation_players',
  {
    tenantId: text('tenant_id').notNull(),
    formationId: integer('formation_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** 0 the goalkeeper, then the defenders, midfielders and forwards of the formation's lines. */
    slot: smallint('slot').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.formationId, table.slot] }),
    unique('user_formation_players_formation_player_uq').on(table.formationId, table.playerId),
    foreignKey({
      name: 'user_formation_players_formation_fk',
      columns: [table.tenantId, table.formationId],
      foreignColumns: [userFormations.tenantId, userFormations.id],
    }).onDelete('cascade'),
    check('user_formation_players_slot_range', sql`${table.slot} between 0 and 10`),
    // The cascade from players, and the top players' count per player.
    index('user_formation_players_player_idx').on(table.playerId),
  ],
);
