import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { positionCode, positionCodes, squadPlayerSchema, teamKeySchema, toSquadPlayer } from './team-view';
import type { TeamsRepository } from './teams-repository';

/**
 * GET /ajax/matchcenter/team/{team}/squad (MC-13, team page; MC-10 reads the same positions): the
 * club's players grouped by position, abbreviated as the spec's squad lists are (GK, DEF, MF, ST), in
 * pitch order, each group by shirt number. Every group is present, empty or not, so a client can rely
 * on the four.
 */
export const getTeamSquadRoute: FastifyPluginAsyncZod<{ teams: TeamsRepository }> = async (app, { teams }) => {
  app.get(
    '/ajax/matchcenter/team/:team/squad',
    {
      // League data, the same for every visitor; squads change between windows, not between minutes.
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Match centre'],
        summary: "A club's squad by position",
        description:
          'Four groups in pitch order, GK, DEF, MF, ST (spec 000 §2 abbreviations), each by shirt number; ' +
          'every group is present, empty or not.',
        params: z.object({ team: teamKeySchema }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({
            data: z.object({
              teamId: z.number().int(),
              groups: z.array(z.object({ position: z.enum(positionCodes), players: z.array(squadPlayerSchema) })),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      await request.requireTenant();
      const team = await teams.team(request.params.team);
      if (!team) throw new HttpError(404, request.t('error.notFound'));
      const squad = await teams.squad(team.id);
      return {
        data: {
          teamId: team.id,
          groups: positionCodes.map((position) => ({
            position,
            players: squad.filter((p) => positionCode[p.position] === position).map(toSquadPlayer),
          })),
        },
      };
    },
  );
};
