import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/schema';

/** Binary column (Postgres `bytea`), read and written as a Node Buffer by both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
    /**
     * Set for accounts moved over from a tenant's previous site (ACC-18): the next login answers with the
     * imported-user notice once, then clears it (a flash message).
     */
    importedNoticePending: boolean('imported_notice_pending').notNull().default(false),
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
    /**
     * Null: the link verifies the account's current address (ACC-04). Set: the link confirms a change to
     * this address (ACC-05); the account keeps its old address until then.
     */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_verifications_user_idx').on(table.userId)],
);

/** Password-reset links (ACC-07, ACC-08): single use, short-lived, stored hashed like every token. */
export const passwordResets = pgTable(
  'password_resets',
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
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/**
 * Avatars are kept in the database, not on a local disk, so every API replica serves the same file and a
 * backup holds everything. They are small: the browser resizes them to 512 px wide before upload.
 */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Part of the public URL, so a new avatar gets a new URL and old ones can be cached for ever. */
  version: text('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person's account at an OAuth 2 / OpenID provider, linked to one user of one tenant (ACC-03). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's stable id for the person (`sub`). */
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_identities_subject_key').on(table.tenantId, table.provider, table.subject),
    index('social_identities_user_idx').on(table.userId),
  ],
);

/**
 * One started social login: the `state` sent to the provider (stored hashed), the PKCE verifier and the
 * pending comment or reply (`redirect_data`) carried through the redirect. Single use, ten minutes.
 */
export const oauthStates = pgTable('oauth_states', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  stateHash: text('state_hash').notNull().unique(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  redirectData: text('redirect_data'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed logins per tenant and login name as typed (lower-cased), for the per-account back-off of
 * decision 0007. Keyed by the name, not the user, so an unknown name is throttled exactly like a known
 * one and the answer never tells which accounts exist.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    login: text('login').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.login] })],
);
