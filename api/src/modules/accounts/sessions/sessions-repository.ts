import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { generateToken, hashToken } from '../../../lib/tokens';
import { authTokens, users } from '../schema';
import { type User, userColumns } from '../users-repository';

export interface TokenOwner {
  user: User;
  tokenId: number;
}

/** What logging a browser in gives: its bearer token, and whether to show the imported-user notice (ACC-18). */
export interface OpenedSession {
  token: string;
  importedNotice: boolean;
}

/** A browser logged in by an e-mail link or a password reset: the user, its token and the ACC-18 notice. */
export interface LoggedIn extends OpenedSession {
  user: User;
}

/** The fields of a user that logging in reads. */
type SessionUser = Pick<User, 'id' | 'tenantId' | 'importedNoticePending'>;

/** A token nobody used for this long stops working, so a forgotten device does not stay logged in forever. */
const tokenIdleLimitMs = 90 * 24 * 60 * 60 * 1000;

/** Writing last_used_at on every request would turn every read into a write; once a minute is enough. */
const lastUsedResolutionMs = 60 * 1000;

/**
 * Sessions: the bearer tokens a login issues, who owns one, and revoking them. A token of another tenant
 * is treated exactly like an unknown one. Part of `app.accounts` (accounts-repository.ts).
 */
export function createSessionsRepository(db: Database) {
  /** Creates a bearer token for the user and returns it; only its hash is stored. */
  async function issueToken(tx: Database, tenantId: string, userId: number): Promise<string> {
    const token = generateToken();
    await tx.insert(authTokens).values({ tenantId, userId, tokenHash: hashToken(token) });
    return token;
  }

  /**
   * ACC-18: for an account moved over from the tenant's previous site, the welcome notice, once. Taken in
   * the transaction that issues the login token: the flag is cleared there, so the notice is a flash
   * message (a failed login keeps it; two logins at once show it only once, as the UPDATE decides).
   */
  async function takeImportedNotice(tx: Database, user: SessionUser): Promise<boolean> {
    if (!user.importedNoticePending) return false;
    const cleared = await tx
      .update(users)
      .set({ importedNoticePending: false })
      .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id), eq(users.importedNoticePending, true)))
      .returning({ id: users.id });
    return cleared.length > 0;
  }

  /** Logs `user` in inside the caller's transaction: a new token, and the imported-user notice taken. */
  async function openSession(tx: Database, tenantId: string, user: SessionUser): Promise<OpenedSession> {
    return {
      token: await issueToken(tx, tenantId, user.id),
      importedNotice: await takeImportedNotice(tx, user),
    };
  }

  return {
    issueToken,
    openSession,

    /** ACC-01: logs `user` in, in a transaction of its own (`openSession`). */
    async logIn(tenantId: string, user: SessionUser): Promise<OpenedSession> {
      return db.transaction((tx) => openSession(tx, tenantId, user));
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
  };
}
