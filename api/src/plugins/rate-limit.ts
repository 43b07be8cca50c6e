import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

/**
 * Registers @fastify/rate-limit with no global limit: routes opt in through `rateLimited(...)`. Limits
 * count per tenant and client IP, so one site's traffic never locks out another's.
 */
export const rateLimitPlugin = fp(
  async function rateLimitSetup(app: FastifyInstance) {
    if (!app.config.rateLimit.enabled) return;
    await app.register(rateLimit, {
      global: false,
      // Thrown by the plugin, then shaped by our error handler like every other failure.
      errorResponseBuilder: (request) => new HttpError(429, request.t('error.rateLimited')),
    });
  },
  { name: 'rate-limit-setup', dependencies: ['i18n'] },
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
