import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { gameIdParam } from './get-game-public-stats';
import { predictionGameSchema, toPredictionGameView } from './prediction-game-view';
import type { PredictionsRepository } from './predictions-repository';

/**
 * GET /api/v2/predictions/by-fixture/{fixtureId} (FP-06): the tenant's prediction game of a match, for
 * the article widget; with a token, the viewer's pick on it. 404 when the match has no game here.
 */
export const getGameByFixtureRoute: FastifyPluginAsyncZod<{ predictions: PredictionsRepository }> = async (
  app,
  { predictions },
) => {
  app.get(
    '/api/v2/predictions/by-fixture/:fixtureId',
    {
      schema: {
        tags: ['Football pool'],
        summary: 'The prediction game of a match',
        security: [{}, { bearerAuth: [] }],
        params: z.object({ fixtureId: gameIdParam.describe('Fixture id') }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: { 200: z.object({ data: predictionGameSchema }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const game = await predictions.gameOfFixture(tenant.id, request.params.fixtureId);
      if (!game) throw new HttpError(404, request.t('pool.unknownGame'));
      const owner = await request.getUser();
      const [own] = owner === null ? [] : await predictions.userPredictions(tenant.id, owner.user.id, [game.id]);
      return { data: toPredictionGameView(game, own, tenant.language, new Date()) };
    },
  );
};
