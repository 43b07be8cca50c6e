import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { articles } from '../content/schema';
import { tenants } from '../tenants/schema';

/**
 * WP-01: web push. Each tenant signs its pushes with its own VAPID key pair, made on first need and
 * kept (the primary key lets two first requests agree on one pair).
 */
export const webPushKeys = pgTable('web_push_keys', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** Uncompressed P-256 point, base64url: the browser's `applicationServerKey`. */
  publicKey: text('public_key').notNull(),
  /** The private scalar, base64url. Never leaves the server. */
  privateKey: text('private_key').notNull(),
  /** The VAPID `sub` claim: a mailto: or https: contact for the push services. */
  subject: text('subject').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's push subscription. Its `id` is the "push user id" the browser keeps (spec 001); the
 * endpoint is a capability URL only the browser, its push service and this server know, so changing or
 * removing a subscription takes its endpoint as well as its id.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's ECDH public key (65-byte uncompressed P-256 point), base64url. */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte auth secret, base64url. */
    auth: text('auth').notNull(),
    /** The account that subscribed, when one was logged in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_tenant_endpoint_key').on(table.tenantId, table.endpoint),
    index('push_subscriptions_tenant_enabled_idx').on(table.tenantId, table.enabled),
  ],
);

/** The articles whose push went out: one row per article, so an edit never sends it again. */
export const articlePushes = pgTable(
  'article_pushes',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.articleId] })],
);
