import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { requireResource, resourceParams, tenantQuery } from '../comments/comment-requests';
import { clapperOf, clapsSchema, toClapsView } from './clap-view';
import type { ResourceFinder } from './find-resources';
import type { ResourceStatsRepository } from './resource-stats-repository';

/** Clap requests per client address and window: a fan clicking fast, not a script (decision 0016). */
const CLAP_RATE_LIMIT = 120;

/**
 * POST /api/v2/resource/{type}/{id}/clap (RES-01): one clap of an article, match or topic by a user, or
 * by a guest's visitor id, up to 50 per clapper (then the answer stays the same).
 */
export const clapResourceRoute: FastifyPluginAsyncZod<{
  stats: ResourceStatsRepository;
  resources: ResourceFinder;
}> = async (app, { stats, resources }) => {
  app.post(
    '/api/v2/resource/:type/:id/clap',
    {
      // Claps change no page or public list: they do not empty the public caches.
      config: { ...rateLimited(app, 'resource-clap', CLAP_RATE_LIMIT), leavesContentUnchanged: true },
      schema: {
        tags: ['Community'],
        summary: 'Clap a resource',
        params: resourceParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: clapsSchema }),
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const ref = { type: request.params.type, id: request.params.id };
      const clapper = await clapperOf(request);
      if (clapper === undefined) throw new HttpError(400, request.t('resources.visitorIdRequired'));
      await requireResource(resources, request, tenant, ref);
      return { data: toClapsView(await stats.clap(tenant.id, ref, clapper), tenant) };
    },
  );
};
