import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { createTokenOwnerCache } from './token-owner-cache';
import { createPasswordHasher, type PasswordHasher } from '../lib/password';
import { type AccountsRepository, createAccountsRepository } from '../modules/accounts/accounts-repository';
import type { TokenOwner } from '../modules/accounts/sessions/sessions-repository';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsRepository;
    passwords: PasswordHasher;
  }
  interface FastifyRequest {
    /** The logged-in user of this tenant; rejects with a 401 (contract shape) when there is none. */
    requireUser(): Promise<TokenOwner>;
    /** The logged-in user, or null for a guest (a missing, unknown or revoked token). */
    getUser(): Promise<TokenOwner | null>;
  }
}

/** Base64url tokens of 43 characters; anything much longer is not ours and is not looked up. */
const bearerPattern = /^Bearer\s+([A-Za-z0-9_-]{20,128})\s*$/i;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  return bearerPattern.exec(header)?.[1];
}

const resolved = new WeakMap<FastifyRequest, Promise<TokenOwner | null>>();

export const authPlugin = fp(
  async function auth(app: FastifyInstance) {
    app.decorate('accounts', createAccountsRepository(app.db));
    app.decorate('passwords', createPasswordHasher(app.config.passwordHashCost));

    const owners = createTokenOwnerCache(app.config.authTokenCacheSeconds * 1000);

    function lookUp(request: FastifyRequest): Promise<TokenOwner | null> {
      let pending = resolved.get(request);
      if (pending === undefined) {
        pending = (async () => {
          const token = bearerToken(request);
          if (token === undefined) return null;
          const tenant = await request.requireTenant();
          const known = owners.get(tenant.id, token);
          if (known !== undefined) return known;
          const owner = (await app.accounts.findTokenOwner(tenant.id, token)) ?? null;
          if (owner !== null) owners.set(tenant.id, token, owner);
          return owner;
        })();
        resolved.set(request, pending);
      }
      return pending;
    }

    // A write may log someone out, end their other sessions, change their role or delete them: the
    // tenant's kept owners go before its answer leaves (an `accounts` change of plugins/cluster-changes.ts,
    // in onSend after the handler's transaction), so nothing answered afterwards uses what was true
    // before (decision 0017); with several processes (issue 31), on every process.
    if (owners.enabled) {
      app.cluster.onChange((change) => {
        if (change.accounts) owners.forgetTenant(change.tenantId);
      });
    }

    app.decorateRequest('getUser', function getUser(this: FastifyRequest) {
      return lookUp(this);
    });

    app.decorateRequest('requireUser', async function requireUser(this: FastifyRequest) {
      const owner = await lookUp(this);
      if (owner === null) throw new HttpError(401, this.t('error.unauthenticated'));
      return owner;
    });
  },
  { name: 'auth', dependencies: ['tenant', 'i18n', 'cluster-changes'] },
);
