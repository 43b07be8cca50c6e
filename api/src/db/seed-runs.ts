import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per completed seeding step ('demo-content:tribune', …), so a restart never seeds twice and a
 * step that failed half-way (its transaction rolled back) is simply tried again on the next start.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});
