import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/schema';

/**
 * ADS-01: a tenant's ads, one row per slot (`home-top`, `article-bottom`…). `content` is sanitized HTML;
 * several ads separated by a line `---` make a rotating slot, of which the page shows one at random.
 * `alternative_content` is what the slot shows when the reader's browser blocks ads.
 */
export const ads = pgTable(
  'ads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    content: text('content').notNull(),
    alternativeContent: text('alternative_content').notNull().default(''),
    /** The size the page reserves for the slot before anything loads, in CSS pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ads_tenant_slug_key').on(table.tenantId, table.slug)],
);
