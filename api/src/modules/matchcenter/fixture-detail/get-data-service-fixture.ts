import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { dataServiceFixtureSchema, toDataServiceFixture } from './data-service-fixture-view';
import type { FixtureDetailRepository } from './fixture-detail-repository';
import { fixtureCache, fixtureIdParams } from './get-fixture';
import { loadFixtureDetail } from './load-fixture-detail';

/**
 * GET /api/v1/fixtures/{id} of the soccer-data service (MC-14, spec 000 §7): the fixture in the data
 * service's shape (data-service-fixture-view.ts). The service is mounted under its own base URL from
 * the bootstrap (`api.soccer`, the API's own origin by default), so it could move out later.
 */
export const getDataServiceFixtureRoute: FastifyPluginAsyncZod<{ fixtureDetails: FixtureDetailRepository }> = async (
  app,
  { fixtureDetails },
) => {
  app.get(
    '/api/v1/fixtures/:id',
    {
      config: { publicCache: fixtureCache },
      schema: {
        tags: ['Soccer data'],
        summary: 'A fixture with participants, scores, events, line-ups and statistics',
        params: fixtureIdParams,
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({ data: dataServiceFixtureSchema }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const detail = await loadFixtureDetail(fixtureDetails, request.params.id, tenant.language);
      if (!detail) throw new HttpError(404, request.t('error.notFound'));
      const { fixture, view } = detail;
      return { data: toDataServiceFixture(view, { home: fixture.home.shortName, away: fixture.away.shortName }) };
    },
  );
};
