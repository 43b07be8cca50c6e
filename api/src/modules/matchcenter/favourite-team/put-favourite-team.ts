import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { fieldError } from '../../../lib/field-errors';
import type { FavouriteTeamRepository } from './favourite-team-repository';
import { favouriteTeamResponse } from './favourite-team-view';

/** Changes a client may send per window (per tenant and address): a fan picks a club now and then. */
const FAVOURITE_RATE_LIMIT = 60;

const favouriteTeamBody = z.object({
  team_id: z.number().int().min(1).max(2_147_483_647).nullable().describe('The club; null clears the choice'),
});

/**
 * PUT /api/v2/user/favourite-team {team_id} (MC-11): sets the logged-in fan's favourite club, or
 * clears it with null, and answers what is stored. A club that does not exist is a 422 under team_id.
 */
export const putFavouriteTeamRoute: FastifyPluginAsyncZod<{ favourites: FavouriteTeamRepository }> = async (
  app,
  { favourites },
) => {
  app.put(
    '/api/v2/user/favourite-team',
    {
      config: rateLimited(app, 'favourite-team', FAVOURITE_RATE_LIMIT),
      // A guest is told to log in before anything about the body.
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Match centre'],
        summary: "Set or clear the fan's favourite club",
        security: [{ bearerAuth: [] }],
        querystring: z.object({ tenant_id: z.string().optional() }),
        body: favouriteTeamBody,
        response: {
          200: favouriteTeamResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const team = await favourites.set(tenant.id, user.id, request.body.team_id);
      if (team === undefined) throw fieldError('team_id', request.t('favouriteTeam.unknownTeam'));
      return { data: { team } };
    },
  );
};
