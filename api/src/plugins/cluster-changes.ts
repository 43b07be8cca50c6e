import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * What changed for a tenant, as every process must hear it: what its pages and public lists show
 * (`content`: the guest HTML, the public answers, the week and comment pages drop theirs) and who its
 * tokens belong to (`accounts`: a logout, a password change or reset, a deletion, a role; the kept token
 * owners drop theirs, decision 0017).
 */
interface TenantChange {
  tenantId: string;
  content: boolean;
  accounts: boolean;
  /**
   * The operator changed the tenant itself (its remote versions, settings, templates): every process
   * reads the tenant registry again, so a switched version renders everywhere on the next page.
   */
  registry?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 31: changes of one process heard by every other, over Redis (plugins/cluster-changes.ts). */
    cluster: {
      /**
       * A change made here: applied to this process's listeners at once, then told to the other
       * processes; resolves once Redis has taken the message (at once without Redis).
       */
      changed(change: TenantChange): Promise<void>;
      /** Calls `listener` with every change, made here or announced by another process. */
      onChange(listener: (change: TenantChange) => void): void;
    };
  }
}

const changeMessageSchema = z.object({
  origin: z.string(),
  tenantId: z.string().min(1),
  content: z.boolean(),
  accounts: z.boolean(),
  registry: z.boolean().optional(),
});

/**
 * The one signal for "a tenant changed", on one process or several. Any successful write (`POST`, `PUT`,
 * `PATCH`, `DELETE`) of a tenant is a `content` change unless its route says it leaves content unchanged,
 * and an `accounts` change unless it says it leaves content or accounts unchanged (plugins/content-changes.ts
 * declares the route flags); the caches (content-changes.ts) and the token owners (auth.ts) listen. The
 * operator routes announce their own change with `registry` (the tenant registry reads the tenant again).
 *
 * Issue 31 ("one view of the data"): with several API processes, a write on one of them must empty the
 * tenant's caches on all of them, and a logout there must end the token everywhere, within a second.
 * With `REDIS_URL` each process publishes its tenants' changes on `<prefix>changes` and applies the
 * others'; Redis pub/sub delivers in a millisecond or two. A write's change is applied and announced in
 * `onSend`, after the handler's transaction and before its answer leaves, in one message; a real-time
 * event leaves only after its change is announced (modules/realtime/index.ts). So a client that reacts
 * to either never reaches a process that has not heard. Without Redis there is one process, and nothing
 * to tell.
 */
export const clusterChangesPlugin = fp(
  async function clusterChanges(app: FastifyInstance) {
    const listeners: ((change: TenantChange) => void)[] = [];
    const apply = (change: TenantChange) => {
      for (const listener of listeners) listener(change);
    };
    const onChange = (listener: (change: TenantChange) => void) => void listeners.push(listener);
    // The operator's changes of a tenant reach the registry, which keeps tenants for a few seconds.
    onChange((change) => {
      if (change.registry === true) app.tenants.invalidate();
    });

    app.decorateRequest('keepsPublicContent', false);
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
      const { leavesContentUnchanged, leavesAccountsUnchanged } = request.routeOptions.config;
      const content = reply.statusCode < 400 && leavesContentUnchanged !== true && !request.keepsPublicContent;
      // Token owners go after any write that may touch an account, refused or not (decision 0017).
      const accounts = leavesContentUnchanged !== true && leavesAccountsUnchanged !== true;
      if (!content && !accounts) return payload;
      const tenant = await request.requireTenant().catch(() => undefined);
      if (tenant !== undefined) await app.cluster.changed({ tenantId: tenant.id, content, accounts });
      return payload;
    });

    // With REDIS_URL: issue 31 asks for these messages to go over the Redis bridge that exists, so they
    // share its two connections (plugins/redis-connections.ts) rather than open a pair of their own.
    const redis = app.redis;
    if (redis === null) {
      app.decorate('cluster', {
        changed: async (change: TenantChange) => apply(change),
        onChange,
      });
      return;
    }

    const origin = randomBytes(8).toString('hex');
    const channel = `${app.config.realtime.redisPrefix}changes`;
    const log = app.log.child({ module: 'cluster-changes' });
    // Connection errors are logged by redis-connections.ts; ioredis reconnects and resubscribes.
    const onMessage = (text: string) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return;
      }
      const message = changeMessageSchema.safeParse(parsed);
      if (!message.success || message.data.origin === origin) return;
      const { tenantId, content, accounts, registry } = message.data;
      apply({ tenantId, content, accounts, registry: registry === true });
    };
    try {
      await redis.subscribe(channel, onMessage);
    } catch (error) {
      // The API does not start: there is no app to close, so nothing else would end the connections.
      await redis.close();
      throw new Error(
        `REDIS_URL is set but Redis cannot be used: ${error instanceof Error ? error.message : String(error)}`,
      );
    }

    app.decorate('cluster', {
      async changed(change: TenantChange) {
        apply(change);
        try {
          await redis.commands.publish(channel, JSON.stringify({ origin, ...change }));
        } catch (error) {
          // The write succeeded; the other processes' caches then end by their lifetimes (seconds).
          log.warn({ err: error, tenantId: change.tenantId }, 'cluster changes: a change was not announced');
        }
      },
      onChange,
    });
  },
  { name: 'cluster-changes', dependencies: ['redis-connections', 'tenant'] },
);
