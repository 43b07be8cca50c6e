import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { requireResource, resourceParams, tenantQuery } from '../comments/comment-requests';
import type { ResourceFinder } from './find-resources';
import type { ResourceStatsRepository } from './resource-stats-repository';
import { requireVisitorId } from './visitor';

/** Visit requests per client address and window: page views of one reader, not a script's. */
const VISIT_RATE_LIMIT = 120;

/**
 * POST /api/v2/resource/{type}/{id}/visit (RES-02): counts a visitor (`X-Visitor-Id`) once per resource;
 * `resource_stats.visits_count` feeds most-read.
 */
export const visitResourceRoute: FastifyPluginAsyncZod<{
  stats: ResourceStatsRepository;
  resources: ResourceFinder;
}> = async (app, { stats, resources }) => {
  app.post(
    '/api/v2/resource/:type/:id/visit',
    {
      // A visit comes with every page view: it must not empty the public caches it is served beside.
      config: { ...rateLimited(app, 'resource-visit', VISIT_RATE_LIMIT), leavesContentUnchanged: true },
      schema: {
        tags: ['Community'],
        summary: 'Count a visit of a resource',
        params: resourceParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: z.object({ visits_count: z.number().int() }) }),
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const ref = { type: request.params.type, id: request.params.id };
      const visitorId = requireVisitorId(request);
      await requireResource(resources, request, tenant, ref);
      const { visitsCount } = await stats.visit(tenant.id, ref, visitorId);
      return { data: { visits_count: visitsCount } };
    },
  );
};
