import { boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export interface TenantTheme {
  logoUrl: string;
  primaryColor: string;
  accentColor: string;
}

/** Free-form per-tenant switches that do not deserve a column yet. */
export type TenantSettings = Record<string, unknown>;

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  folder: text('folder').notNull(),
  language: text('language', { enum: ['en', 'nl'] }).notNull(),
  name: text('name').notNull(),
  hosts: text('hosts').array().notNull().default([]),
  theme: jsonb('theme').$type<TenantTheme>().notNull(),
  realtimeAppId: text('realtime_app_id').notNull().unique(),
  realtimeKey: text('realtime_key').notNull().unique(),
  realtimeSecret: text('realtime_secret').notNull(),
  settings: jsonb('settings').$type<TenantSettings>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which micro-frontends a tenant runs, at which version: data, so a release needs no rebuild. */
export const tenantRemotes = pgTable(
  'tenant_remotes',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: text('version').notNull(),
    entry: text('entry').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * 'seed': follows the remote's package.json version at every start (so a local rebuild is picked
     * up); 'operator': set through the operator API and never touched again by a start.
     */
    source: text('source', { enum: ['seed', 'operator'] })
      .notNull()
      .default('seed'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.name] })],
);

/**
 * PLT-04: a tenant's own template files, written through the operator API (tenants/templates/). A file
 * without a row comes from the tenant's folder (`api/assets/tenants/<folder>/templates/`), shipped with
 * a release; a row overrides it without one.
 */
export const tenantTemplates = pgTable(
  'tenant_templates',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.name] })],
);
