import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
      /**
       * Runs `send` (a real-time event that tells clients to read again) once every process has heard
       * that the tenant's content changed. Inside a write request it is held and runs right after the
       * request's own change is announced (`onSend`), so the write and its events make one announcement;
       * the caller gets `whenHeld` at once. Anywhere else the change is announced first, then `send` runs.
       */
      afterContentAnnounced<T>(tenantId: string, send: () => Promise<T>, whenHeld: T): Promise<T>;
      /**
       * The tenant's content changed: announced now, or, inside a write request or `inOneAnnouncement`,
       * with that scope's one announcement when it ends.
       */
      contentChanged(tenantId: string): Promise<void>;
      /**
       * Runs `work` (writes, then their events) as one change: each tenant it changed is announced once
       * when it ends, before its events leave, in the order they were published. Inside a write request
       * it is simply part of that request's.
       */
      inOneAnnouncement<T>(work: () => Promise<T>): Promise<T>;
    };
  }
  interface FastifyRequest {
    /** A write request's events held until its change is announced (plugins/cluster-changes.ts). */
    writeScope: WriteScope | null;
  }
}

/** A write request's (or a batch's) real-time events, held until its change has been announced. */
interface WriteScope {
  held: { tenantId: string; send: () => Promise<unknown> }[];
  /** Tenants whose content the work said changed (`contentChanged`), announced when it ends. */
  changedTenants: Set<string>;
  /** Set once the request's change was announced: what is published after that goes on its own. */
  settled: boolean;
}

const newScope = (): WriteScope => ({ held: [], changedTenants: new Set(), settled: false });

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

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
 * event leaves only after its change is announced (modules/realtime/index.ts): one a write's handler
 * publishes is held until that message is out, and any other announces its own first. So a client that
 * reacts to either never reaches a process that has not heard, and a write with events is announced
 * once. Without Redis there is one process, and nothing to tell.
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
    app.decorateRequest('writeScope', null);
    // A write request runs in its own scope, so the events its handler publishes (however deep, the
    // notifier's too) are found and held: see `afterContentAnnounced`.
    const writeScopes = new AsyncLocalStorage<WriteScope>();
    app.addHook('onRequest', (request, _reply, done) => {
      if (!isWrite(request.method)) return done();
      const scope = newScope();
      request.writeScope = scope;
      writeScopes.run(scope, done);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (isWrite(request.method)) await settleWrite(request, reply);
      return payload;
    });
    // Should the answer never be sent (the client went away), what the handler published still goes.
    app.addHook('onRequestAbort', async (request) => {
      if (isWrite(request.method)) await settleWrite(request, null);
    });

    /**
     * The write's change, announced once: `content` when it succeeded and shows (or when it published
     * events, which tell clients to read again), `accounts` unless the route says it leaves them be.
     * Then its held events go, in the order they were published.
     */
    async function settleWrite(request: FastifyRequest, reply: FastifyReply | null): Promise<void> {
      // A write answered before its scope began (an early refusal of another onRequest hook) has none:
      // it is announced all the same, with nothing held.
      const scope = request.writeScope ?? newScope();
      if (scope.settled) return;
      scope.settled = true;
      request.writeScope = scope;
      const held = scope.held.splice(0);
      const { leavesContentUnchanged, leavesAccountsUnchanged } = request.routeOptions.config;
      const succeeded = reply !== null && reply.statusCode < 400;
      // Token owners go after any write that may touch an account, refused or not (decision 0017).
      const accounts = leavesContentUnchanged !== true && leavesAccountsUnchanged !== true;
      const announcesContent = succeeded && leavesContentUnchanged !== true && !request.keepsPublicContent;
      // A visit or a clap (no change, nothing held): no tenant lookup, no message, as before the scopes.
      if (!announcesContent && !accounts && held.length === 0 && scope.changedTenants.size === 0) return;
      const tenant = await request.requireTenant().catch(() => undefined);
      const content =
        announcesContent ||
        scope.changedTenants.has(tenant?.id ?? '') ||
        held.some((event) => event.tenantId === tenant?.id);
      if (tenant !== undefined && (content || accounts)) await changed({ tenantId: tenant.id, content, accounts });
      await endScope(scope, held, tenant?.id, request.log);
    }

    /** Announces the scope's other changed tenants once each, then sends its held events. */
    async function endScope(
      scope: WriteScope,
      held: WriteScope['held'],
      announcedTenantId: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<void> {
      const tenants = new Set([...scope.changedTenants, ...held.map((event) => event.tenantId)]);
      scope.changedTenants.clear();
      tenants.delete(announcedTenantId ?? '');
      for (const tenantId of tenants) await changed({ tenantId, content: true, accounts: false });
      await sendHeld(held, log);
    }

    async function contentChanged(tenantId: string): Promise<void> {
      const scope = writeScopes.getStore();
      if (scope !== undefined && !scope.settled) scope.changedTenants.add(tenantId);
      else await changed({ tenantId, content: true, accounts: false });
    }

    async function inOneAnnouncement<T>(work: () => Promise<T>): Promise<T> {
      const outer = writeScopes.getStore();
      if (outer !== undefined && !outer.settled) return work();
      const scope = newScope();
      try {
        return await writeScopes.run(scope, work);
      } finally {
        scope.settled = true;
        await endScope(scope, scope.held.splice(0), undefined, app.log);
      }
    }

    async function afterContentAnnounced<T>(tenantId: string, send: () => Promise<T>, whenHeld: T): Promise<T> {
      const scope = writeScopes.getStore();
      if (scope !== undefined && !scope.settled) {
        scope.held.push({ tenantId, send });
        return whenHeld;
      }
      await changed({ tenantId, content: true, accounts: false });
      return send();
    }

    // With REDIS_URL: issue 31 asks for these messages to go over the Redis bridge that exists, so they
    // share its two connections (plugins/redis-connections.ts) rather than open a pair of their own.
    const redis = app.redis;
    // Bound below: told to this process's listeners only, or also over Redis.
    let changed = async (change: TenantChange) => apply(change);
    if (redis === null) {
      app.decorate('cluster', { changed, onChange, afterContentAnnounced, contentChanged, inOneAnnouncement });
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

    changed = async (change: TenantChange) => {
      apply(change);
      try {
        await redis.commands.publish(channel, JSON.stringify({ origin, ...change }));
      } catch (error) {
        // The write succeeded; the other processes' caches then end by their lifetimes (seconds).
        log.warn({ err: error, tenantId: change.tenantId }, 'cluster changes: a change was not announced');
      }
    };
    app.decorate('cluster', { changed, onChange, afterContentAnnounced, contentChanged, inOneAnnouncement });
  },
  { name: 'cluster-changes', dependencies: ['redis-connections', 'tenant'] },
);

/** A held event that fails to leave is logged: a hint that does not arrive costs a refetch, never the write. */
async function sendHeld(held: WriteScope['held'], log: FastifyBaseLogger): Promise<void> {
  for (const event of held) {
    try {
      await event.send();
    } catch (error) {
      log.error({ err: error, tenantId: event.tenantId }, 'cluster changes: a held real-time event was not sent');
    }
  }
}
