import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releaseLikesOfUser } from '../community/comments/comment-likes';
import { removeUserFromScoreLevels } from '../football-pool/rankings/score-levels';
import { type UserSettings, users } from './schema';

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** A user as the rest of the API sees it: never with the password hash. */
export type User = Omit<UserRow, 'passwordHash'>;

/** The profile fields a fan edits themselves (ACC-13); absent keys stay as they are. */
export interface ProfileChanges {
  dateOfBirth?: string | null;
  customData?: Record<string, string>;
  enableNotificationsPopup?: boolean;
  settings?: Partial<UserSettings>;
  passwordHash?: string;
}

/** The columns of a `User`: every column but the password hash. */
export const userColumns = {
  id: users.id,
  tenantId: users.tenantId,
  username: users.username,
  email: users.email,
  role: users.role,
  isAdmin: users.isAdmin,
  canPlaceComments: users.canPlaceComments,
  settings: users.settings,
  name: users.name,
  image: users.image,
  dateOfBirth: users.dateOfBirth,
  customData: users.customData,
  enableNotificationsPopup: users.enableNotificationsPopup,
  importedNoticePending: users.importedNoticePending,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

/** What every fan may see of another: their id, name and picture. */
interface PublicUser {
  id: number;
  username: string;
  image: string | null;
}

/**
 * The tenant's user `userId` as a public page shows them (a profile's karma, a player's predictions), or
 * undefined when the tenant has no such user: one read, for the modules whose pages name a fan.
 */
export async function findPublicUser(db: Database, tenantId: string, userId: number): Promise<PublicUser | undefined> {
  const [row] = await db
    .select({ id: users.id, username: users.username, image: users.image })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row;
}

export function withoutPassword(row: UserRow): User {
  const { passwordHash: _omitted, ...user } = row;
  return user;
}

/**
 * The users of a tenant: finding, creating, changing and deleting accounts. Every query is scoped by
 * tenant: the same username or address means nothing on another tenant. Methods that take `tx` run
 * inside the caller's transaction. Part of `app.accounts` (accounts-repository.ts).
 */
export function createUsersRepository(db: Database) {
  return {
    /** `login` is a username or an e-mail address, both matched case-insensitively. */
    async findByLogin(tenantId: string, login: string): Promise<UserRow | undefined> {
      const needle = login.trim().toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.tenantId, tenantId),
            or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`),
          ),
        )
        .limit(1);
      return row;
    },

    async findById(tenantId: string, id: number): Promise<User | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
        .limit(1);
      return row;
    },

    async isUsernameTaken(tenantId: string, username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = ${username.toLowerCase()}`))
        .limit(1);
      return rows.length > 0;
    },

    async isEmailTaken(tenantId: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
        .limit(1);
      return rows.length > 0;
    },

    async createUser(tx: Database, values: NewUser): Promise<User> {
      const [row] = await tx.insert(users).values(values).returning();
      if (row === undefined) throw new Error('insert into users returned no row');
      return withoutPassword(row);
    },

    async updateSettings(tenantId: string, userId: number, settings: UserSettings): Promise<void> {
      await db
        .update(users)
        .set({ settings })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    },

    async findRowById(tenantId: string, id: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
        .limit(1);
      return row;
    },

    /** The account with this e-mail address (case-insensitive), if any. */
    async findByEmail(tenantId: string, email: string): Promise<User | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
        .limit(1);
      return row;
    },

    /** Sets a new password after a reset: the mailbox was proven, so the address counts as verified. */
    async resetPassword(
      tx: Database,
      tenantId: string,
      userId: number,
      passwordHash: string,
    ): Promise<User | undefined> {
      const [row] = await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .returning();
      return row === undefined ? undefined : withoutPassword(row);
    },

    /** Is `email` the address of an account other than `userId` (case-insensitive)? */
    async isEmailTakenByOther(tx: Database, tenantId: string, email: string, userId: number): Promise<boolean> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The confirmed new address becomes the account's, verified (it was proven by the link). */
    async setVerifiedEmail(tx: Database, tenantId: string, userId: number, email: string): Promise<User | undefined> {
      const [row] = await tx
        .update(users)
        .set({ email, emailVerifiedAt: new Date() })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .returning();
      return row === undefined ? undefined : withoutPassword(row);
    },

    /**
     * Writes the profile fields that are given. Settings are merged into the stored JSON in SQL, so two
     * requests changing different settings at once both stick.
     */
    async updateProfile(tx: Database, tenantId: string, userId: number, changes: ProfileChanges): Promise<void> {
      const values: Partial<typeof users.$inferInsert> = {};
      if (changes.dateOfBirth !== undefined) values.dateOfBirth = changes.dateOfBirth;
      if (changes.customData !== undefined) values.customData = changes.customData;
      if (changes.enableNotificationsPopup !== undefined)
        values.enableNotificationsPopup = changes.enableNotificationsPopup;
      if (changes.passwordHash !== undefined) values.passwordHash = changes.passwordHash;
      const settings = changes.settings ?? {};
      const hasSettings = Object.keys(settings).length > 0;
      if (Object.keys(values).length === 0 && !hasSettings) return;
      await tx
        .update(users)
        .set({
          ...values,
          ...(hasSettings ? { settings: sql`${users.settings} || ${JSON.stringify(settings)}::jsonb` } : {}),
        })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    },

    /**
     * Deletes an account (ACC-15, docs/decisions/0005-account-deletion.md). The foreign keys do the rest:
     * tokens, links, avatar, social identities, likes and predictions cascade; comments and contact
     * messages stay with a null author. The comments' like counters are kept in step by hand first, as
     * they are a stored count of the like rows that the cascade removes.
     */
    async deleteUser(tx: Database, tenantId: string, userId: number): Promise<boolean> {
      await releaseLikesOfUser(tx, tenantId, userId);
      await removeUserFromScoreLevels(tx, tenantId, userId);
      const deleted = await tx
        .delete(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}
