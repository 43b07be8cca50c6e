import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

/**
 * Registers @fastify/rate-limit with no global limit: routes opt in through `rateLimited(...)`. Limits
 * count per tenant and client IP, so one site's traffic never locks out another's. With REDIS_URL the
 * counts are kept in Redis (the plugin's own store), so N API processes allow the limit once, not N
 * times (issue 31); without it, in this process's memory, which is exact for one process.
 */
export const rateLimitPlugin = fp(
  async function rateLimitSetup(app: FastifyInstance) {
    const { enabled, redisUrl, redisPrefix } = app.config.rateLimit;
    if (!enabled) return;
    // The process's shared command connection (plugins/redis-connections.ts, opened for the same
    // REDIS_URL), whose short timeouts are the ones the plugin advises: a slow Redis must not hold every
    // limited request. It logs its errors and is closed with the app.
    const redis = redisUrl === undefined ? undefined : app.redis?.commands;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: redisPrefix } : {}),
      // A Redis outage lets requests through rather than refusing every login and form on the site; the
      // per-account login lock and the comment limits are in the database and keep counting.
      skipOnError: true,
      // Thrown by the plugin, then shaped by our error handler like every other failure.
      errorResponseBuilder: (request) => new HttpError(429, request.t('error.rateLimited')),
    });
  },
  { name: 'rate-limit-setup', dependencies: ['i18n', 'redis-connections'] },
);

/**
 * Route `config` for a limit of `max` requests per window, counted under `bucket` per resolved tenant
 * and client address. The key is the tenant the request resolves to, not the name it was asked by
 * (`X-Tenant-Id`, `tenant_id` or any of the tenant's hosts), so one tenant has one bucket per client.
 */
export function rateLimited(app: FastifyInstance, bucket: string, max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: app.config.rateLimit.windowMs,
      keyGenerator: async (request: FastifyRequest) => {
        // An unknown tenant is answered 404 by the route itself; its requests share one bucket.
        const tenant = await request.requireTenant().catch(() => undefined);
        return `${bucket}|${tenant?.id ?? '-'}|${request.ip}`;
      },
    },
  };
}
