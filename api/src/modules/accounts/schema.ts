import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/schema';

/** Stored as the strings the spec's front end reads ('1' = on), so no conversion happens anywhere. */
export type OnOff = '0' | '1';

export interface UserSettings {
  night_mode: OnOff;
  text_size: 'small' | 'big';
  notify_by_likes: OnOff;
  notify_by_replies: OnOff;
  notify_by_likes_on_email: OnOff;
  notify_by_replies_on_email: OnOff;
}

export const defaultUserSettings: UserSettings = {
  night_mode: '0',
  text_size: 'small',
  notify_by_likes: '1',
  notify_by_replies: '1',
  notify_by_likes_on_email: '0',
  notify_by_replies_on_email: '0',
};

export const userRoles = ['guest-author', 'junior-editor', 'editor', 'senior-editor', 'chief-editor'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }),
    isAdmin: boolean('is_admin').notNull().default(false),
    canPlaceComments: boolean('can_place_comments').notNull().default(true),
    settings: jsonb('settings').$type<UserSettings>().notNull().default(defaultUserSettings),
    name: text('name'),
    image: text('image'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    customData: jsonb('custom_data').$type<Record<string, string>>().notNull().default({}),
    enableNotificationsPopup: boolean('enable_notifications_popup').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Case-insensitive uniqueness per tenant: "Fan" and "fan" are the same person on one site.
    uniqueIndex('users_tenant_username_key').on(table.tenantId, sql`lower(${table.username})`),
    uniqueIndex('users_tenant_email_key').on(table.tenantId, sql`lower(${table.email})`),
  ],
);

/** Opaque bearer tokens; only the SHA-256 of a token is stored, so a database leak holds no live token. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_verifications_user_idx').on(table.userId)],
);
