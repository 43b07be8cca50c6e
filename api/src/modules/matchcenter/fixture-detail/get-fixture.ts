import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { FixtureDetailRepository } from './fixture-detail-repository';
import { fixtureDetailSchema } from './fixture-detail-view';
import { loadFixtureDetail } from './load-fixture-detail';

/** A fixture id in a path: a positive 32-bit integer; anything else is a malformed request (400). */
export const fixtureIdParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('Fixture id'),
});

/**
 * Public cache of one fixture: browsers revalidate every time (`max-age=0`; an unchanged answer is a
 * 304 by its ETag). A live match changes every minute, and the page refetches right after real-time
 * events (full time, a reconnect): a browser-cached answer from seconds before would undo what the
 * events showed. A crowd still costs one read: the API's in-memory store keeps the answer until the
 * simulator's next write purges it (plugins/content-changes.ts).
 */
export const fixtureCache = { maxAgeSeconds: 0, keptUntilChanged: true } as const;

/**
 * GET /ajax/matchcenter/fixture/{id} (MC-12, MC-13): one match with its events (goals, cards,
 * substitutions), timeline, line-ups with formation, and statistics: the match page's data. The live
 * channel `fixture-{id}` carries what changes after it (docs/contracts.md "Live matches").
 */
export const getFixtureRoute: FastifyPluginAsyncZod<{ fixtureDetails: FixtureDetailRepository }> = async (
  app,
  { fixtureDetails },
) => {
  app.get(
    '/ajax/matchcenter/fixture/:id',
    {
      config: { publicCache: fixtureCache },
      schema: {
        tags: ['Match centre'],
        summary: 'A fixture with events, timeline, line-ups and statistics',
        params: fixtureIdParams,
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({ data: fixtureDetailSchema }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const detail = await loadFixtureDetail(fixtureDetails, request.params.id, tenant.language);
      if (!detail) throw new HttpError(404, request.t('error.notFound'));
      return { data: detail.view };
    },
  );
};
