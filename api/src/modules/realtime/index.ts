import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Tenant, TenantsRepository } from '../tenants/tenants-repository';
import { broadcastingAuthRoute } from './broadcasting-auth';
import { httpApiRoutes } from './http-api';
import { createEmbeddedPublisher, createPusherPublisher, type RealtimePublisher } from './publisher';
import { type RealtimeApp, type RealtimeAppResolver, RealtimeServer } from './server/realtime-server';
import { RedisBridge } from './server/redis-bridge';

declare module 'fastify' {
  interface FastifyInstance {
    /** PLT-05: publish events to a tenant's channels (`app.realtime.publish(tenant, channel, event, data)`). */
    realtime: RealtimePublisher;
    /** The embedded Pusher-protocol server; null when an external engine is used (REALTIME_DRIVER=pusher). */
    realtimeServer: RealtimeServer | null;
  }
}

/** Per-tenant switches in `tenants.settings.realtime` (no column until a second one exists). */
const tenantRealtimeSettings = z.object({
  realtime: z.object({ clientEvents: z.boolean().optional() }).optional(),
});

function realtimeAppOf(tenant: Tenant): RealtimeApp {
  const settings = tenantRealtimeSettings.safeParse(tenant.settings);
  return {
    id: tenant.realtime.appId,
    key: tenant.realtime.key,
    secret: tenant.realtime.secret,
    clientEvents: settings.success && settings.data.realtime?.clientEvents === true,
  };
}

/** Apps are the tenants' real-time credentials, read through the tenant registry's cache. */
function tenantAppResolver(tenants: TenantsRepository): RealtimeAppResolver {
  return {
    async byKey(key) {
      const tenant = await tenants.findByRealtimeKey(key);
      return tenant === undefined ? undefined : realtimeAppOf(tenant);
    },
    async byId(id) {
      const tenant = (await tenants.list()).find((candidate) => candidate.realtime.appId === id);
      return tenant === undefined ? undefined : realtimeAppOf(tenant);
    },
  };
}

/**
 * Issue 31: an event tells clients to read again (a comment edited, a goal), so it leaves only once the
 * tenant's caches are emptied here and every other process has been told to empty theirs: a refetch
 * never gets an answer older than the event, whichever process it reaches. Invalidating first was chosen
 * over versions in events: it needs nothing of the clients and the stores. An event of a write request
 * waits for that write's own announcement (plugins/cluster-changes.ts), so the write costs one Redis
 * message however many events it sends; any other event announces its change first.
 */
function afterCachesHeard(app: FastifyInstance, publisher: RealtimePublisher): RealtimePublisher {
  return {
    driver: publisher.driver,
    publish(tenant, channel, event, data, options) {
      // A held event is taken: whether the engine accepts it is logged when it leaves.
      return app.cluster.afterContentAnnounced(
        tenant.id,
        () => publisher.publish(tenant, channel, event, data, options),
        true,
      );
    },
    close: () => publisher.close(),
  };
}

/**
 * PLT-05, the real-time module: the channel authorisation endpoint, and either the embedded
 * Pusher-protocol server (WebSocket at `/app/{key}` on the API's own port, the Pusher HTTP API at
 * `/apps/{id}/…`, Redis fan-out with `REDIS_URL`) or, with `REALTIME_DRIVER=pusher`, a publisher that
 * sends through the official SDK to an external engine (soketi, Pusher).
 */
export const realtimeModule = fp(
  async function realtime(app: FastifyInstance) {
    const config = app.config.realtime;
    const log = app.log.child({ module: 'realtime' });
    await app.register(broadcastingAuthRoute);

    if (config.driver === 'pusher') {
      const publisher = createPusherPublisher(config.pusher, log);
      app.decorate('realtime', afterCachesHeard(app, publisher));
      app.decorate('realtimeServer', null);
      app.addHook('onClose', () => publisher.close());
      return;
    }

    const apps = tenantAppResolver(app.tenants);
    const server = new RealtimeServer({
      apps,
      limits: { maxMessageBytes: config.maxMessageBytes, maxConnectionsPerApp: config.maxConnectionsPerTenant },
      activityTimeoutSeconds: config.activityTimeoutSeconds,
      idleTimeoutMs: config.idleTimeoutMs,
      pongTimeoutMs: config.pongTimeoutMs,
      log,
    });
    let bridge: RedisBridge | null = null;
    // With REDIS_URL: over the process's shared connections (plugins/redis-connections.ts).
    if (app.redis !== null) {
      bridge = new RedisBridge({ connections: app.redis, prefix: config.redisPrefix, log });
      try {
        await bridge.start(server);
      } catch (error) {
        await server.close();
        // The API does not start: there is no app to close, so nothing else would end the connections.
        await app.redis.close();
        throw new Error(
          `REDIS_URL is set but Redis cannot be used: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    const detach = server.attach(app.server);
    await app.register(httpApiRoutes, { server, apps });
    app.decorate('realtime', afterCachesHeard(app, createEmbeddedPublisher(server, log)));
    app.decorate('realtimeServer', server);

    // Before the HTTP server stops listening: WebSockets would otherwise keep it open, and clients
    // should hear 4200 (reconnect at once) rather than see the connection drop.
    app.addHook('preClose', async () => {
      await server.close();
    });
    app.addHook('onClose', async () => {
      detach();
      await bridge?.close();
    });
  },
  { name: 'realtime', dependencies: ['redis-connections', 'tenant', 'auth', 'content-changes'] },
);
