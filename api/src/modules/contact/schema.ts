import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { tenants } from '../tenants/schema';

/**
 * Messages sent through a tenant's contact page (CON-01). Kept, not only mailed, so nothing is lost when
 * the mail server is down and the editors can read them back.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The logged-in sender, when there was one; kept null when that account is deleted later. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The reCAPTCHA v3 score Google gave, when the tenant checks reCAPTCHA. */
    recaptchaScore: text('recaptcha_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_tenant_created_idx').on(table.tenantId, table.createdAt)],
);
