import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { teamInfoSchema, teamKeySchema, toTeamInfo } from './team-view';
import type { TeamsRepository } from './teams-repository';

/**
 * GET /api/v2/matchcenter/teams/{team} (spec 000 §7, MC-07): a club's information: name, short name,
 * crest, city, stadium, founding year, coach, colours and league. `team` is the club's id or slug.
 */
export const getTeamRoute: FastifyPluginAsyncZod<{ teams: TeamsRepository }> = async (app, { teams }) => {
  app.get(
    '/api/v2/matchcenter/teams/:team',
    {
      // League data, the same for every visitor, and it hardly ever changes (a new coach).
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Match centre'],
        summary: 'Club information',
        params: z.object({ team: teamKeySchema }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: { 200: z.object({ data: teamInfoSchema }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      // Football data is league-wide; the tenant is still resolved so an unknown one is a 404 as everywhere.
      await request.requireTenant();
      const team = await teams.team(request.params.team);
      if (!team) throw new HttpError(404, request.t('error.notFound'));
      return { data: toTeamInfo(team) };
    },
  );
};
