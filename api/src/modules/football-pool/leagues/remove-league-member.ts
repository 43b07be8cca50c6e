import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { fieldError } from '../../../lib/field-errors';
import { leagueIdParam, leagueSchema, toLeagueView } from './league-view';
import type { LeaguesRepository } from './leagues-repository';

const REMOVE_RATE_LIMIT = 60;

/**
 * DELETE /api/v2/football-pool/leagues/{id}/members/{userId} (FP-05): a member leaves (removes
 * themself), or the owner removes anyone. The owner cannot leave their own league (it would have no
 * owner): they delete it instead. Answers the league as the caller now sees it.
 */
export const removeLeagueMemberRoute: FastifyPluginAsyncZod<{ leagues: LeaguesRepository }> = async (
  app,
  { leagues },
) => {
  app.delete(
    '/api/v2/football-pool/leagues/:id/members/:userId',
    {
      config: rateLimited(app, 'prediction-league-member', REMOVE_RATE_LIMIT),
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Football pool'],
        summary: 'Leave a mini-league, or remove a member (owner)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: leagueIdParam, userId: leagueIdParam }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({ data: leagueSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const league = await leagues.byId(tenant.id, request.params.id);
      if (!league) throw new HttpError(404, request.t('league.unknown'));
      const target = request.params.userId;
      const isOwner = league.ownerId === user.id;
      if (target !== user.id && !isOwner) {
        const member = await leagues.isMember(tenant.id, league.id, user.id);
        throw new HttpError(403, request.t(member ? 'league.ownerOnly' : 'league.membersOnly'));
      }
      if (target === league.ownerId) throw fieldError('user_id', request.t('league.ownerCannotLeave'));
      if (!(await leagues.removeMember(tenant.id, league.id, target)))
        throw new HttpError(404, request.t('league.notAMember'));
      const after = await leagues.byId(tenant.id, league.id);
      if (!after) throw new HttpError(404, request.t('league.unknown'));
      const stillMember = target !== user.id;
      return { data: toLeagueView(after, user.id, stillMember) };
    },
  );
};
