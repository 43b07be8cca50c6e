import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { generateToken, hashToken } from '../../../lib/tokens';
import { oauthStates } from '../schema';

/** A started social login must come back within ten minutes. */
const oauthStateTtlMs = 10 * 60 * 1000;

interface StartedLogin {
  /** Sent to the provider and kept by the browser; only its hash is stored. */
  state: string;
  /** PKCE S256 challenge of the verifier, which stays on the server. */
  codeChallenge: string;
}

interface PendingLogin {
  codeVerifier: string;
  redirectUri: string;
  redirectData: string | null;
}

export type OauthStatesRepository = ReturnType<typeof createOauthStatesRepository>;

/** The social logins under way (ACC-03): started by the redirect call, used up by the callback. */
export function createOauthStatesRepository(db: Database) {
  return {
    /**
     * Records a new login attempt: a 256-bit state and a PKCE verifier (RFC 7636: 43 characters from the
     * unreserved set, here base64url of 32 random bytes). States that expired are cleared on the way.
     */
    async startOauthLogin(values: {
      tenantId: string;
      provider: string;
      redirectUri: string;
      redirectData: string | null;
    }): Promise<StartedLogin> {
      const state = generateToken();
      const codeVerifier = randomBytes(32).toString('base64url');
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
      await db.insert(oauthStates).values({
        tenantId: values.tenantId,
        provider: values.provider,
        stateHash: hashToken(state),
        codeVerifier,
        redirectUri: values.redirectUri,
        redirectData: values.redirectData,
        expiresAt: new Date(Date.now() + oauthStateTtlMs),
      });
      return { state, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
    },

    /**
     * Uses up a state: it must exist, be unused, unexpired, and belong to this tenant and provider. The
     * conditions sit in the UPDATE itself, so two requests with the same state cannot both get it.
     */
    async consumeOauthState(values: {
      tenantId: string;
      provider: string;
      state: string;
    }): Promise<PendingLogin | undefined> {
      const now = new Date();
      const [row] = await db
        .update(oauthStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(oauthStates.stateHash, hashToken(values.state)),
            eq(oauthStates.tenantId, values.tenantId),
            eq(oauthStates.provider, values.provider),
            isNull(oauthStates.usedAt),
            gt(oauthStates.expiresAt, now),
          ),
        )
        .returning({
          codeVerifier: oauthStates.codeVerifier,
          redirectUri: oauthStates.redirectUri,
          redirectData: oauthStates.redirectData,
        });
      return row;
    },
  };
}
