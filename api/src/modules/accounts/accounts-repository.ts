import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generateToken, hashToken } from '../../lib/tokens';
import { commentLikes, comments, resourceClaps } from '../community/schema';
import { userFormations } from '../matchcenter/formations/schema';
import { removeUserFromScoreLevels } from '../football-pool/score-levels';
import { authTokens, emailVerifications, passwordResets, userAvatars, type UserSettings, users } from './schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** A user as the rest of the API sees it: never with the password hash. */
export type User = Omit<UserRow, 'passwordHash'>;

export interface TokenOwner {
  user: User;
  tokenId: number;
}

/** E-mail verification links (and change-of-address links) work for a day and once. */
export const emailVerificationTtlMs = 24 * 60 * 60 * 1000;

/** Password-reset links work for an hour and once (ACC-07). */
export const passwordResetTtlMs = 60 * 60 * 1000;

/** The profile fields a fan edits themselves (ACC-13); absent keys stay as they are. */
export interface ProfileChanges {
  dateOfBirth?: string | null;
  customData?: Record<string, string>;
  enableNotificationsPopup?: boolean;
  settings?: Partial<UserSettings>;
  passwordHash?: string;
}

export interface StoredAvatar {
  contentType: string;
  bytes: Buffer;
}

/** Where a user's uploaded avatar is served; the version makes every upload a new URL (cached for a year). */
export function avatarPath(userId: number, version: string): string {
  return `/media/avatars/${userId}/${version}`;
}

/** A token nobody used for this long stops working, so a forgotten device does not stay logged in forever. */
const tokenIdleLimitMs = 90 * 24 * 60 * 60 * 1000;

/** Writing last_used_at on every request would turn every read into a write; once a minute is enough. */
const lastUsedResolutionMs = 60 * 1000;

const userColumns = {
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

export function withoutPassword(row: UserRow): User {
  const { passwordHash: _omitted, ...user } = row;
  return user;
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/**
 * Users, their bearer tokens and their e-mail verifications. Every query is scoped by tenant: the same
 * username or token means nothing on another tenant. Methods that take `db` run inside the caller's
 * transaction.
 */
export function createAccountsRepository(db: Database) {
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

    /** Creates a bearer token for the user and returns it; only its hash is stored. */
    async issueToken(tx: Database, tenantId: string, userId: number): Promise<string> {
      const token = generateToken();
      await tx.insert(authTokens).values({ tenantId, userId, tokenHash: hashToken(token) });
      return token;
    },

    /**
     * The user a token belongs to, when the token is live and was issued by this tenant. A token of
     * another tenant is treated exactly like an unknown one.
     */
    async findTokenOwner(tenantId: string, token: string): Promise<TokenOwner | undefined> {
      const [row] = await db
        .select({ tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt, user: userColumns })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(
            eq(authTokens.tokenHash, hashToken(token)),
            eq(authTokens.tenantId, tenantId),
            eq(users.tenantId, tenantId),
            isNull(authTokens.revokedAt),
          ),
        )
        .limit(1);
      if (row === undefined) return undefined;
      const idleFor = Date.now() - row.lastUsedAt.getTime();
      if (idleFor > tokenIdleLimitMs) return undefined;
      if (idleFor > lastUsedResolutionMs) {
        await db
          .update(authTokens)
          .set({ lastUsedAt: new Date() })
          .where(
            and(eq(authTokens.id, row.tokenId), lt(authTokens.lastUsedAt, new Date(Date.now() - lastUsedResolutionMs))),
          );
      }
      return { user: row.user, tokenId: row.tokenId };
    },

    async revokeToken(tenantId: string, tokenId: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.id, tokenId), eq(authTokens.tenantId, tenantId), isNull(authTokens.revokedAt)));
    },

    /** Creates a single-use verification token (returned; stored hashed) valid for 24 hours. */
    async createEmailVerification(tx: Database, tenantId: string, userId: number): Promise<string> {
      const token = generateToken();
      await tx.insert(emailVerifications).values({
        tenantId,
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + emailVerificationTtlMs),
      });
      return token;
    },

    /**
     * Uses up a verification token and marks the user's address verified. The `used_at IS NULL`
     * condition in the UPDATE makes the link single-use even when two requests race.
     */
    async consumeEmailVerification(
      tx: Database,
      tenantId: string,
      userId: number,
      token: string,
    ): Promise<User | undefined> {
      const now = new Date();
      const [used] = await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerifications.tenantId, tenantId),
            eq(emailVerifications.userId, userId),
            eq(emailVerifications.tokenHash, hashToken(token)),
            // A change-of-address link (ACC-05) is not a verification link for the current address.
            isNull(emailVerifications.newEmail),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, now),
          ),
        )
        .returning({ id: emailVerifications.id });
      if (used === undefined) return undefined;
      const [row] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .returning();
      return row === undefined ? undefined : withoutPassword(row);
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

    /** Revokes every live token of the user, or every one but `exceptTokenId` (the session making the change). */
    async revokeTokens(tx: Database, tenantId: string, userId: number, exceptTokenId?: number): Promise<void> {
      await tx
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(authTokens.tenantId, tenantId),
            eq(authTokens.userId, userId),
            isNull(authTokens.revokedAt),
            exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId),
          ),
        );
    },

    /**
     * The reset links made for the user in the last hour (issue 29, SEC-05), counted from the reset rows
     * themselves. Takes the user's row lock until `tx` ends, so concurrent requests for one account queue
     * here and cannot all pass a limit on this count before any of them writes its link.
     */
    async lockAndCountRecentPasswordResets(tx: Database, tenantId: string, userId: number): Promise<number> {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .for('no key update');
      const [recent] = await tx
        .select({ links: count() })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tenantId, tenantId),
            eq(passwordResets.userId, userId),
            sql`${passwordResets.createdAt} > now() - interval '1 hour'`,
          ),
        );
      return recent?.links ?? 0;
    },

    /**
     * A new password-reset link (returned; stored hashed), valid for an hour. Older unused links of the
     * user stop working: only the newest mail is the one to use. They are expired rather than deleted,
     * because the rows are what the per-hour limit counts.
     */
    async createPasswordReset(tx: Database, tenantId: string, userId: number): Promise<string> {
      await tx
        .update(passwordResets)
        .set({ expiresAt: new Date() })
        .where(
          and(
            eq(passwordResets.tenantId, tenantId),
            eq(passwordResets.userId, userId),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        );
      const token = generateToken();
      await tx.insert(passwordResets).values({
        tenantId,
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + passwordResetTtlMs),
      });
      return token;
    },

    /** The live reset link for this token and address on this tenant (not used, not expired), if any. */
    async findPasswordReset(
      tenantId: string,
      email: string,
      token: string,
    ): Promise<{ resetId: number; userId: number } | undefined> {
      const [row] = await db
        .select({ resetId: passwordResets.id, userId: passwordResets.userId })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tenantId, tenantId),
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
            eq(users.tenantId, tenantId),
            sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
          ),
        )
        .limit(1);
      return row;
    },

    /** Uses up a reset link; false when another request used it first (the UPDATE decides the race). */
    async consumePasswordReset(tx: Database, tenantId: string, resetId: number): Promise<boolean> {
      const used = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(eq(passwordResets.tenantId, tenantId), eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)),
        )
        .returning({ id: passwordResets.id });
      return used.length > 0;
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

    /**
     * Starts a change of address (ACC-05): a link for `newEmail`, valid a day. An earlier pending change
     * is dropped, so only the newest requested address can be confirmed.
     */
    async createEmailChange(tx: Database, tenantId: string, userId: number, newEmail: string): Promise<string> {
      await tx
        .delete(emailVerifications)
        .where(
          and(
            eq(emailVerifications.tenantId, tenantId),
            eq(emailVerifications.userId, userId),
            isNotNull(emailVerifications.newEmail),
            isNull(emailVerifications.usedAt),
          ),
        );
      const token = generateToken();
      await tx.insert(emailVerifications).values({
        tenantId,
        userId,
        tokenHash: hashToken(token),
        newEmail,
        expiresAt: new Date(Date.now() + emailVerificationTtlMs),
      });
      return token;
    },

    /** The address of the newest unused, unexpired change request (ACC-16 `pending_email`). */
    async pendingEmail(tenantId: string, userId: number): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: emailVerifications.newEmail })
        .from(emailVerifications)
        .where(
          and(
            eq(emailVerifications.tenantId, tenantId),
            eq(emailVerifications.userId, userId),
            isNotNull(emailVerifications.newEmail),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(emailVerifications.createdAt), desc(emailVerifications.id))
        .limit(1);
      return row?.newEmail ?? null;
    },

    /**
     * ACC-16 `claps_count`: the claps the user has given in this tenant: their claps of articles, matches
     * and topics (RES-01) plus their likes of comments (the sidebar's `claps_count` is a comment's likes).
     */
    async clapsGiven(tenantId: string, userId: number): Promise<number> {
      const [likes, claps] = await Promise.all([
        db
          .select({ count: count() })
          .from(commentLikes)
          .where(and(eq(commentLikes.tenantId, tenantId), eq(commentLikes.userId, userId))),
        db
          .select({ total: sql<number>`coalesce(sum(${resourceClaps.count}), 0)::int` })
          .from(resourceClaps)
          .where(and(eq(resourceClaps.tenantId, tenantId), eq(resourceClaps.userId, userId))),
      ]);
      return (likes[0]?.count ?? 0) + Number(claps[0]?.total ?? 0);
    },

    /**
     * ACC-11 `current_formation_id`: the user's most recently saved line-up in this tenant (MC-10), or
     * null. One read on user_formations_tenant_user_updated_idx.
     */
    async currentFormationId(tenantId: string, userId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: userFormations.id })
        .from(userFormations)
        .where(and(eq(userFormations.tenantId, tenantId), eq(userFormations.userId, userId)))
        .orderBy(desc(userFormations.updatedAt), desc(userFormations.id))
        .limit(1);
      return row?.id ?? null;
    },

    /** Uses up a change-of-address link and returns the new address; single use like every link. */
    async consumeEmailChange(
      tx: Database,
      tenantId: string,
      userId: number,
      token: string,
    ): Promise<string | undefined> {
      const now = new Date();
      const [used] = await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerifications.tenantId, tenantId),
            eq(emailVerifications.userId, userId),
            eq(emailVerifications.tokenHash, hashToken(token)),
            isNotNull(emailVerifications.newEmail),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, now),
          ),
        )
        .returning({ newEmail: emailVerifications.newEmail });
      return used?.newEmail ?? undefined;
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

    /** Stores an avatar under a new version and points `users.image` at it; returns that path. */
    async saveAvatar(tx: Database, tenantId: string, userId: number, avatar: StoredAvatar): Promise<string> {
      const version = randomBytes(12).toString('base64url');
      await tx
        .insert(userAvatars)
        .values({ userId, tenantId, contentType: avatar.contentType, bytes: avatar.bytes, version })
        .onConflictDoUpdate({
          target: userAvatars.userId,
          set: { contentType: avatar.contentType, bytes: avatar.bytes, version, updatedAt: new Date() },
        });
      const path = avatarPath(userId, version);
      await tx
        .update(users)
        .set({ image: path })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
      return path;
    },

    /** Removes the uploaded avatar (if any) and the image reference (also a demo avatar path). */
    async deleteAvatar(tx: Database, tenantId: string, userId: number): Promise<void> {
      await tx.delete(userAvatars).where(and(eq(userAvatars.tenantId, tenantId), eq(userAvatars.userId, userId)));
      await tx
        .update(users)
        .set({ image: null })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    },

    /** The avatar at this exact URL on this tenant; an old version or another tenant's avatar is none. */
    async findAvatar(tenantId: string, userId: number, version: string): Promise<StoredAvatar | undefined> {
      const [row] = await db
        .select({ contentType: userAvatars.contentType, bytes: userAvatars.bytes })
        .from(userAvatars)
        .where(
          and(eq(userAvatars.tenantId, tenantId), eq(userAvatars.userId, userId), eq(userAvatars.version, version)),
        )
        .limit(1);
      return row;
    },

    /**
     * Deletes an account (ACC-15, docs/decisions/0005-account-deletion.md). The foreign keys do the rest:
     * tokens, links, avatar, social identities, likes and predictions cascade; comments and contact
     * messages stay with a null author. The comments' like counters are kept in step by hand first, as
     * they are a stored count of the like rows that the cascade removes.
     */
    async deleteUser(tx: Database, tenantId: string, userId: number): Promise<boolean> {
      await tx
        .update(comments)
        .set({ likesCount: sql`greatest(${comments.likesCount} - 1, 0)` })
        .where(
          and(
            eq(comments.tenantId, tenantId),
            inArray(
              comments.id,
              tx.select({ id: commentLikes.commentId }).from(commentLikes).where(eq(commentLikes.userId, userId)),
            ),
          ),
        );
      await removeUserFromScoreLevels(tx, tenantId, userId);
      const deleted = await tx
        .delete(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}
