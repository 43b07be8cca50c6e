import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { requireResource, resourceParams, tenantQuery } from '../comments/comment-requests';
import { clapperOf, clapsSchema, toClapsView } from './clap-view';
import type { ResourceFinder } from './find-resources';
import type { ResourceStatsRepository } from './resource-stats-repository';

/** GET /api/v2/resource/{type}/{id}/claps (RES-01): the claps of a resource, and the asker's, without clapping. */
export const getResourceClapsRoute: FastifyPluginAsyncZod<{
  stats: ResourceStatsRepository;
  resources: ResourceFinder;
}> = async (app, { stats, resources }) => {
  app.get(
    '/api/v2/resource/:type/:id/claps',
    {
      schema: {
        tags: ['Community'],
        summary: 'The claps of a resource',
        params: resourceParams,
        querystring: tenantQuery,
        response: { 200: z.object({ data: clapsSchema }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const ref = { type: request.params.type, id: request.params.id };
      await requireResource(resources, request, tenant, ref);
      const clapper = await clapperOf(request);
      return { data: toClapsView(await stats.clapState(tenant.id, ref, clapper?.key), tenant) };
    },
  );
};
