import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { leagueSchema, toLeagueView } from './league-view';
import type { LeaguesRepository } from './leagues-repository';

/** GET /api/v2/football-pool/leagues (FP-05): the viewer's mini-leagues, oldest first. */
export const listLeaguesRoute: FastifyPluginAsyncZod<{ leagues: LeaguesRepository }> = async (app, { leagues }) => {
  app.get(
    '/api/v2/football-pool/leagues',
    {
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Football pool'],
        summary: "The viewer's mini-leagues",
        security: [{ bearerAuth: [] }],
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: { 200: z.object({ data: z.array(leagueSchema) }), 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const mine = await leagues.ofUser(tenant.id, user.id);
      return { data: mine.map((league) => toLeagueView(league, user.id, true)) };
    },
  );
};
