import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../../tenants/schema';
import { articles } from '../schema';

export const headlineGroups = ['a', 'b'] as const;
export type HeadlineGroup = (typeof headlineGroups)[number];

/**
 * AB-01: who saw which headline of an article under test, and whether they clicked it. One row per
 * tenant, article and viewer (`visitor:{X-Visitor-Id}`, else `user:{id}`), so impressions and clicks
 * count unique viewers: each row is one Bernoulli trial, which the readout's statistics assume. The
 * group is the one of the viewer's first exposure; a later report with the other group changes nothing.
 */
export const headlineExposures = pgTable(
  'headline_exposures',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    group: text('group', { enum: headlineGroups }).notNull(),
    clicked: boolean('clicked').notNull().default(false),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.articleId, table.viewerKey] }),
    check('headline_exposures_group_check', sql`${table.group} in ('a', 'b')`),
    // The readout's one grouped query (count per article and group, clicks among them) reads this
    // index only, never the table.
    index('headline_exposures_readout_idx').on(table.tenantId, table.articleId, table.group, table.clicked),
  ],
);
