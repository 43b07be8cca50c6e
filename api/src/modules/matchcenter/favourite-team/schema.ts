import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/schema';
import { tenants } from '../../tenants/schema';
import { teams } from '../schema';

/**
 * A logged-in fan's favourite club (MC-11). Tenant data: the same person has one account per tenant,
 * so the key is (tenant, user); a guest keeps theirs in the browser. The club is league data, so a
 * club that disappears from the data takes the choice with it.
 */
export const favouriteTeams = pgTable(
  'favourite_teams',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    // The cascade from users deletes by user_id alone (account deletion).
    index('favourite_teams_user_idx').on(table.userId),
    // The cascade from teams.
    index('favourite_teams_team_idx').on(table.teamId),
  ],
);
