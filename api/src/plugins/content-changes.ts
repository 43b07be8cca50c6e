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
  interface FastifyRequest {
    /**
     * Set by a handler whose write turned out to change nothing readers see (a draft's save in the
     * newsroom, issue 33), where the route's `leavesContentUnchanged` cannot say so in advance: its
     * success leaves the tenant's public caches as they are. False by default.
     */
    keepsPublicContent: boolean;
  }
  interface FastifyInstance {
    /** Calls `listener` with a tenant's id after any write of that tenant succeeded (plugins/content-changes.ts). */
    onTenantContentChange(listener: (tenantId: string) => void): void;
    /** Signals a change of what a tenant's pages show that came from no request of its own (the live-match simulator). */
    tenantContentChanged(tenantId: string): void;
    /**
     * The same, resolved once every process has been told (issue 31), or, inside a write request,
     * once the request's one announcement holds it (plugins/cluster-changes.ts).
     */
    announceContentChange(tenantId: string): Promise<void>;
  }
}

/**
 * "What a tenant's pages and public lists show may have changed": the `content` changes of
 * plugins/cluster-changes.ts (any successful write of the tenant, on this process or another), and
 * `tenantContentChanged` for the one change no request of the tenant makes: a live match the simulator
 * plays (league-wide data every match-centre tenant shows). Coarse on purpose: a cache that misses after
 * a login costs one render, while one that keeps an old answer after an edit misleads every visitor. The
 * guest HTML cache, the public-answer cache and the week and comment pages listen.
 */
export const contentChangesPlugin = fp(
  async function contentChanges(app: FastifyInstance) {
    app.decorate('onTenantContentChange', (listener: (tenantId: string) => void) => {
      app.cluster.onChange((change) => {
        if (change.content) listener(change.tenantId);
      });
    });
    // Inside a write request (or a batch of the simulator's), with that scope's one announcement.
    const announceContentChange = (tenantId: string) => app.cluster.contentChanged(tenantId);
    app.decorate('announceContentChange', announceContentChange);
    app.decorate('tenantContentChanged', (tenantId: string) => void announceContentChange(tenantId));
  },
  { name: 'content-changes', dependencies: ['cluster-changes'] },
);
