import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { teamKeySchema, teamWithSquadSchema, toSquadPlayer, toTeamInfo } from './team-view';
import type { TeamsRepository } from './teams-repository';

/**
 * GET /api/v2/matchcenter/teams/{team} (spec 000 §7, MC-07, MC-10): a club's information (name, short
 * name, crest, city, stadium, founding year, coach, colours and league) with its squad, the spec's
 * "Squad player" list the line-up widget needs. `team` is the club's id or slug.
 */
export const getTeamRoute: FastifyPluginAsyncZod<{ teams: TeamsRepository }> = async (app, { teams }) => {
  app.get(
    '/api/v2/matchcenter/teams/:team',
    {
      // League data, the same for every visitor, and it hardly ever changes (a new coach, a transfer).
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Match centre'],
        summary: 'Club information with its squad',
        params: z.object({ team: teamKeySchema }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: { 200: z.object({ data: teamWithSquadSchema }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      // Football data is league-wide; the tenant is still resolved so an unknown one is a 404 as everywhere.
      await request.requireTenant();
      const team = await teams.team(request.params.team);
      if (!team) throw new HttpError(404, request.t('error.notFound'));
      const squad = await teams.squad(team.id);
      return { data: { ...toTeamInfo(team), squad: squad.map(toSquadPlayer) } };
    },
  );
};
