import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generateToken, hashToken } from '../../lib/tokens';
import { authTokens, users } from './schema';
import { type User, userColumns } from './users-repository';

export interface TokenOwner {
  user: User;
  tokenId: number;
}

/** A token nobody used for this long stops working, so a forgotten device does not stay logged in forever. */
const tokenIdleLimitMs = 90 * 24 * 60 * 60 * 1000;

/** Writing last_used_at on every request would turn every read into a write; once a minute is enough. */
const lastUsedResolutionMs = 60 * 1000;

/**
 * Sessions: the bearer tokens a login issues, who owns one, and revoking them. A token of another tenant
 * is treated exactly like an unknown one. Part of `app.accounts` (accounts-repository.ts).
 */
export function createSessionsRepository(db: Database) {
  return {
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
