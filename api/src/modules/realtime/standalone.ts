import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorBody, HttpError } from '../../lib/http-error';
import { httpApiRoutes } from './http-api';
import type { RealtimeLimits } from './server/limits';
import { type RealtimeApp, type RealtimeLog, RealtimeServer } from './server/realtime-server';
import { RedisBridge } from './server/redis-bridge';

export interface StandaloneRealtimeOptions {
  apps: RealtimeApp[];
  port?: number;
  host?: string;
  limits?: Partial<RealtimeLimits>;
  redis?: { url: string; prefix: string };
}

export interface StandaloneRealtime {
  port: number;
  server: RealtimeServer;
  http: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The embedded server without the rest of the API (no database, no tenants table): a fixed list of
 * apps, the WebSocket endpoint and the Pusher HTTP API. The fan-out bench measures this, so its
 * figures are the real-time server's own; the API runs the very same classes.
 */
export async function startStandaloneRealtime(options: StandaloneRealtimeOptions): Promise<StandaloneRealtime> {
  const byKey = new Map(options.apps.map((app) => [app.key, app]));
  const byId = new Map(options.apps.map((app) => [app.id, app]));
  const apps = { byKey: async (key: string) => byKey.get(key), byId: async (id: string) => byId.get(id) };
  // Problems go to stderr; the bench reads stdout.
  const log: RealtimeLog = {
    debug: () => undefined,
    info: () => undefined,
    warn: (...args: unknown[]) => console.warn('realtime:', ...args),
    error: (...args: unknown[]) => console.error('realtime:', ...args),
  };
  const server = new RealtimeServer({ apps, limits: options.limits, log });
  const http = Fastify({ logger: false, bodyLimit: 1024 * 1024, forceCloseConnections: true });
  http.setValidatorCompiler(validatorCompiler);
  http.setSerializerCompiler(serializerCompiler);
  http.setErrorHandler((error: unknown, _request, reply) => {
    const status =
      error instanceof HttpError
        ? error.statusCode
        : typeof error === 'object' &&
            error !== null &&
            'statusCode' in error &&
            typeof error.statusCode === 'number' &&
            error.statusCode < 500
          ? error.statusCode
          : 500;
    const message =
      status >= 500
        ? 'Something went wrong on our side. Please try again.'
        : error instanceof Error
          ? error.message
          : 'Bad request';
    return reply.code(status).send(errorBody(message));
  });
  let bridge: RedisBridge | null = null;
  if (options.redis !== undefined) {
    bridge = new RedisBridge({ url: options.redis.url, prefix: options.redis.prefix, log });
    await bridge.start(server);
  }
  const detach = server.attach(http.server);
  await http.register(httpApiRoutes, { server, apps });
  http.addHook('preClose', async () => {
    await server.close();
  });
  await http.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = http.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    server,
    http,
    async close() {
      await http.close();
      detach();
      await bridge?.close();
    },
  };
}
