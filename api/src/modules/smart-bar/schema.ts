import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { tenants } from '../tenants/schema';

/**
 * SB-01: the tenant's smart bar, one row per tenant (or none: no bar). `text` is plain text in the
 * tenant's language; `updated_at` is the date browsers compare with their stored `smartbar_date`.
 */
export const smartBars = pgTable('smart_bars', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  link: text('link').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * SB-01: who closed which update of the bar (`user:{id}` or `visitor:{id}`, as poll votes key their
 * voters). The browser's `smartbar_date` decides whether the bar shows; these rows are the editors'
 * count of closes per update. One row per viewer and update, however often the close is sent.
 */
export const smartBarHides = pgTable(
  'smart_bar_hides',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    hiddenUpdateAt: timestamp('hidden_update_at', { withTimezone: true }).notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.viewerKey, table.hiddenUpdateAt] }),
    index('smart_bar_hides_update_idx').on(table.tenantId, table.hiddenUpdateAt),
  ],
);
