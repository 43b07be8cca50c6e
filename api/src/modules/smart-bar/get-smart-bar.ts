import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import type { SmartBarRepository } from './smart-bar-repository';
import { smartBarSchema, tenantQuery, toSmartBar } from './smart-bar-view';

/**
 * GET /api/v2/smart-bar?tenant_id (SB-01): the tenant's smart bar, or `data: null` when it has none.
 * The same answer for every visitor: whether this browser closed the bar is its own `smartbar_date`
 * (spec 001 §3 client storage), so the answer is publicly cached; an editor's change shows within a
 * minute (the API's own store drops it at once).
 */
export const getSmartBarRoute: FastifyPluginAsyncZod<{ smartBars: SmartBarRepository }> = async (
  app,
  { smartBars },
) => {
  app.get(
    '/api/v2/smart-bar',
    {
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Site extras'],
        summary: 'The tenant’s smart bar',
        querystring: tenantQuery,
        response: { 200: z.object({ data: smartBarSchema.nullable() }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const bar = await smartBars.current(tenant.id);
      return { data: bar === null ? null : toSmartBar(bar) };
    },
  );
};
