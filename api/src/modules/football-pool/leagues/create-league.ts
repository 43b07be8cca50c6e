import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { fieldError } from '../../../lib/field-errors';
import { leagueSchema, toLeagueView } from './league-view';
import type { LeaguesRepository } from './leagues-repository';

const LEAGUE_RATE_LIMIT = 30;
const LEAGUE_NAME_MAX = 60;

/**
 * POST /api/v2/football-pool/leagues {name} (FP-05): a logged-in fan creates a mini-league and is its
 * owner and first member; friends join it with its code.
 */
export const createLeagueRoute: FastifyPluginAsyncZod<{ leagues: LeaguesRepository }> = async (app, { leagues }) => {
  app.post(
    '/api/v2/football-pool/leagues',
    {
      config: rateLimited(app, 'prediction-league', LEAGUE_RATE_LIMIT),
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Football pool'],
        summary: 'Create a mini-league',
        security: [{ bearerAuth: [] }],
        querystring: z.object({ tenant_id: z.string().optional() }),
        body: z.object({ name: z.unknown().optional().describe('1–60 characters') }),
        response: {
          201: z.object({ data: leagueSchema }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const raw = request.body.name;
      const name = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
      if (name === '') throw fieldError('name', request.t('league.nameRequired'));
      if (name.length > LEAGUE_NAME_MAX)
        throw fieldError('name', request.t('league.nameTooLong', { max: LEAGUE_NAME_MAX }));
      const id = await leagues.create({ tenantId: tenant.id, ownerId: user.id, name });
      const league = await leagues.byId(tenant.id, id);
      if (!league) throw new HttpError(404, request.t('league.unknown'));
      reply.code(201);
      return { data: toLeagueView(league, user.id, true) };
    },
  );
};
