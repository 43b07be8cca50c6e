import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import type { FavouriteTeamRepository } from './favourite-team-repository';
import { favouriteTeamResponse } from './favourite-team-view';

/**
 * GET /api/v2/user/favourite-team (MC-11): the logged-in fan's favourite club in this tenant, or null.
 * Guests keep theirs in the browser, so without a token this is a 401 like every own-data call.
 */
export const getFavouriteTeamRoute: FastifyPluginAsyncZod<{ favourites: FavouriteTeamRepository }> = async (
  app,
  { favourites },
) => {
  app.get(
    '/api/v2/user/favourite-team',
    {
      schema: {
        tags: ['Match centre'],
        summary: "The fan's favourite club",
        security: [{ bearerAuth: [] }],
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: { 200: favouriteTeamResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      return { data: { team: await favourites.get(tenant.id, user.id) } };
    },
  );
};
