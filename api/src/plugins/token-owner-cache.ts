import type { TokenOwner } from '../modules/accounts/sessions/sessions-repository';

/** Entries kept per tenant at most; the oldest go first (a Map keeps insertion order). */
const maxEntriesPerTenant = 20_000;

interface Entry {
  owner: TokenOwner;
  expiresAt: number;
}

/**
 * Bearer token → its owner, for a few seconds (decision 0017). A logged-in page makes several calls at
 * once and a crowd of fans makes thousands a second; each would otherwise be a database round trip
 * before any work starts (the "logged-in floor" of the issue 12 and 13 bench figures).
 *
 * Only found owners are kept: an unknown or revoked token always reads the database. Entries are grouped
 * per tenant so a write of a tenant empties that tenant's group in one step (`forgetTenant`).
 */
export function createTokenOwnerCache(lifetimeMs: number, now: () => number = Date.now) {
  const tenants = new Map<string, Map<string, Entry>>();
  return {
    enabled: lifetimeMs > 0,
    get(tenantId: string, token: string): TokenOwner | undefined {
      const group = tenants.get(tenantId);
      const entry = group?.get(token);
      if (entry === undefined) return undefined;
      if (entry.expiresAt <= now()) {
        group?.delete(token);
        return undefined;
      }
      return entry.owner;
    },
    set(tenantId: string, token: string, owner: TokenOwner): void {
      if (lifetimeMs <= 0) return;
      let group = tenants.get(tenantId);
      if (group === undefined) {
        group = new Map();
        tenants.set(tenantId, group);
      }
      if (group.size >= maxEntriesPerTenant) {
        const oldest = group.keys().next();
        if (!oldest.done) group.delete(oldest.value);
      }
      group.set(token, { owner, expiresAt: now() + lifetimeMs });
    },
    forgetTenant(tenantId: string): void {
      tenants.delete(tenantId);
    },
  };
}
