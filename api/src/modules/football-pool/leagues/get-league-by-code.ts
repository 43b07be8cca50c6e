import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { leagueSchema, toLeagueView } from './league-view';
import type { LeaguesRepository } from './leagues-repository';

/** A code as typed: case and spaces do not matter. */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/**
 * GET /api/v2/football-pool/leagues/code/{code} (FP-05): the league behind an invite, shown before
 * joining. Guests may ask too: the invite page is rendered on the server as a guest, and an unknown
 * code must be its 404 (issue 30). The code is the invite (32^8 of them): whoever holds it may see the
 * league's name and owner, as the one it was sent to would.
 */
export const getLeagueByCodeRoute: FastifyPluginAsyncZod<{ leagues: LeaguesRepository }> = async (app, { leagues }) => {
  app.get(
    '/api/v2/football-pool/leagues/code/:code',
    {
      schema: {
        tags: ['Football pool'],
        summary: 'A mini-league by its invite code',
        security: [{}, { bearerAuth: [] }],
        params: z.object({ code: z.string().min(1).max(32) }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: { 200: z.object({ data: leagueSchema }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const owner = await request.getUser();
      const league = await leagues.byCode(tenant.id, normaliseCode(request.params.code));
      if (!league) throw new HttpError(404, request.t('league.unknownCode'));
      if (owner === null) return { data: toLeagueView(league, null, false) };
      const member = await leagues.isMember(tenant.id, league.id, owner.user.id);
      return { data: toLeagueView(league, owner.user.id, member) };
    },
  );
};
