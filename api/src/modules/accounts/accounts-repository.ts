import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generateToken, hashToken } from '../../lib/tokens';
import { authTokens, emailVerifications, type UserSettings, users } from './schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** A user as the rest of the API sees it: never with the password hash. */
export type User = Omit<UserRow, 'passwordHash'>;

export interface TokenOwner {
  user: User;
  tokenId: number;
}

/** E-mail verification links work for a day and once. */
export const emailVerificationTtlMs = 24 * 60 * 60 * 1000;

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
          .where(and(eq(authTokens.id, row.tokenId), lt(authTokens.lastUsedAt, new Date(Date.now() - lastUsedResolutionMs))));
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
    async consumeEmailVerification(tx: Database, tenantId: string, userId: number, token: string): Promise<User | undefined> {
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
  };
}
