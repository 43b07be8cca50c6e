import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that changes nothing a page or public list shows (a visit, a clap): its success does not
     * empty the tenant's public caches, which every page view's visit would otherwise do.
     */
    leavesContentUnchanged?: boolean;
    /**
     * A write that changes no account, session or role (a comment, a like): the kept token owners
     * (plugins/token-owner-cache.ts, decision 0017) stay. Every other write empties the tenant's.
     */
    leavesAccountsUnchanged?: boolean;
  }
  interface FastifyInstance {
    /** Calls `listener` with a tenant's id after any write of that tenant succeeded (plugins/content-changes.ts). */
    onTenantContentChange(listener: (tenantId: string) => void): void;
    /** Signals a change of what a tenant's pages show that came from no request of its own (the live-match simulator). */
    tenantContentChanged(tenantId: string): void;
    /** The same, resolved once every process has been told (issue 31): before a real-time event leaves. */
    announceContentChange(tenantId: string): Promise<void>;
  }
}

/**
 * One signal for "what a tenant's pages and public lists show may have changed": any successful write
 * (`POST`, `PUT`, `PATCH`, `DELETE`) of that tenant, and `tenantContentChanged` for the one change no
 * request of the tenant makes: a live match the simulator plays (league-wide data every match-centre
 * tenant shows). Coarse on purpose: a cache that misses after a login costs one render, while one that
 * keeps an old answer after an edit misleads every visitor. The guest HTML cache and the public-answer
 * cache listen. Registered before the modules, so its hook sees all their routes. With several processes
 * (issue 31) each change is announced to the others and theirs applied here (plugins/cluster-changes.ts).
 */
export const contentChangesPlugin = fp(
  async function contentChanges(app: FastifyInstance) {
    const listeners: ((tenantId: string) => void)[] = [];
    const changed = (tenantId: string) => {
      for (const listener of listeners) listener(tenantId);
    };
    app.decorate('onTenantContentChange', (listener: (tenantId: string) => void) => {
      listeners.push(listener);
    });
    const announceContentChange = async (tenantId: string) => {
      changed(tenantId);
      await app.cluster.announce({ tenantId, content: true, accounts: false });
    };
    app.decorate('announceContentChange', announceContentChange);
    app.decorate('tenantContentChanged', (tenantId: string) => void announceContentChange(tenantId));
    // Another process's write (issue 31): its tenant's caches go here too.
    app.cluster.onChange((change) => {
      if (change.content) changed(change.tenantId);
    });
    // Before the answer leaves (onSend, after the handler's transaction): a client that reads again at
    // once, on this process or another, gets what the write made.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
      if (reply.statusCode >= 400 || request.routeOptions.config.leavesContentUnchanged === true) return payload;
      const tenant = await request.requireTenant().catch(() => undefined);
      if (tenant) await announceContentChange(tenant.id);
      return payload;
    });
  },
  { name: 'content-changes', dependencies: ['tenant', 'cluster-changes'] },
);
