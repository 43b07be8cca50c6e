import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { leagueIdParam, leagueMemberSchema, leagueSchema, toLeagueMember, toLeagueView } from './league-view';
import type { LeaguesRepository } from './leagues-repository';

/** GET /api/v2/football-pool/leagues/{id} (FP-05): a mini-league with its members, for its members only. */
export const getLeagueRoute: FastifyPluginAsyncZod<{ leagues: LeaguesRepository }> = async (app, { leagues }) => {
  app.get(
    '/api/v2/football-pool/leagues/:id',
    {
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Football pool'],
        summary: 'A mini-league and its members',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: leagueIdParam }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({ data: leagueSchema.extend({ members: z.array(leagueMemberSchema) }) }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const league = await leagues.byId(tenant.id, request.params.id);
      if (!league) throw new HttpError(404, request.t('league.unknown'));
      if (!(await leagues.isMember(tenant.id, league.id, user.id)))
        throw new HttpError(403, request.t('league.membersOnly'));
      const members = await leagues.members(tenant.id, league.id);
      return { data: { ...toLeagueView(league, user.id, true), members: members.map(toLeagueMember) } };
    },
  );
};
