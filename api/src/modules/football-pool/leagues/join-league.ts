import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { fieldError } from '../../../lib/field-errors';
import { normaliseCode } from './get-league-by-code';
import { leagueSchema, toLeagueView } from './league-view';
import type { LeaguesRepository } from './leagues-repository';

/** Tries per window: enough for a fan, too few to guess codes (32^8 of them). */
const JOIN_RATE_LIMIT = 30;

/** POST /api/v2/football-pool/leagues/join {code} (FP-05): joins a mini-league; joining again changes nothing. */
export const joinLeagueRoute: FastifyPluginAsyncZod<{ leagues: LeaguesRepository }> = async (app, { leagues }) => {
  app.post(
    '/api/v2/football-pool/leagues/join',
    {
      config: rateLimited(app, 'prediction-league-join', JOIN_RATE_LIMIT),
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Football pool'],
        summary: 'Join a mini-league with its code',
        security: [{ bearerAuth: [] }],
        querystring: z.object({ tenant_id: z.string().optional() }),
        body: z.object({ code: z.unknown().optional() }),
        response: {
          200: z.object({ data: leagueSchema }),
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
      const code = typeof request.body.code === 'string' ? normaliseCode(request.body.code) : '';
      if (code === '') throw fieldError('code', request.t('league.codeRequired'));
      const league = code.length > 32 ? undefined : await leagues.byCode(tenant.id, code);
      if (!league) throw fieldError('code', request.t('league.unknownCode'));
      await leagues.join(tenant.id, league.id, user.id);
      const joined = await leagues.byId(tenant.id, league.id);
      if (!joined) throw new HttpError(404, request.t('league.unknown'));
      return { data: toLeagueView(joined, user.id, true) };
    },
  );
};
