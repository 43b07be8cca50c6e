import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { leagueIdParam } from './league-view';
import type { LeaguesRepository } from './leagues-repository';

const DELETE_RATE_LIMIT = 30;

/** DELETE /api/v2/football-pool/leagues/{id} (FP-05): the owner deletes their mini-league and its memberships. */
export const deleteLeagueRoute: FastifyPluginAsyncZod<{ leagues: LeaguesRepository }> = async (app, { leagues }) => {
  app.delete(
    '/api/v2/football-pool/leagues/:id',
    {
      config: rateLimited(app, 'prediction-league-delete', DELETE_RATE_LIMIT),
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Football pool'],
        summary: 'Delete a mini-league (owner)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: leagueIdParam }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({ data: z.object({ id: z.number().int(), deleted: z.literal(true) }) }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const league = await leagues.byId(tenant.id, request.params.id);
      if (!league) throw new HttpError(404, request.t('league.unknown'));
      if (league.ownerId !== user.id) throw new HttpError(403, request.t('league.ownerOnly'));
      await leagues.delete(tenant.id, league.id);
      return { data: { id: league.id, deleted: true as const } };
    },
  );
};
