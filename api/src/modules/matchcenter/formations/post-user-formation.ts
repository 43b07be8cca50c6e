import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { createFieldErrors, fieldError } from '../../../lib/field-errors';
import { positionCode } from '../teams/team-view';
import type { TeamsRepository } from '../teams/teams-repository';
import { formationNameSchema, myFormationSchema, toMyFormation } from './formation-views';
import { formationLabel, formations, LINEUP_SIZE, slotPositions } from './formations';
import type { FormationsRepository } from './formations-repository';

/** Saves a client may send per window (per tenant and address), as for man-of-the-match votes. */
const FORMATION_RATE_LIMIT = 60;

const playerId = z.number().int().min(1).max(2_147_483_647);

const formationBody = z.object({
  team_id: playerId.describe('The club whose squad the eleven comes from'),
  formation: formationNameSchema,
  players: z
    .array(playerId)
    .min(LINEUP_SIZE, { error: 'formations.elevenPlayers' })
    .max(LINEUP_SIZE, { error: 'formations.elevenPlayers' })
    .describe('Player ids in slot order: the goalkeeper, then the defenders, midfielders and forwards'),
});

/**
 * POST /api/v2/user-formations (MC-10): a logged-in fan saves a formation and an eleven from a club's
 * current squad; it replaces the line-up they had for that club. All or nothing: any problem refuses the
 * save with a 422 per field (team_id, formation, players) and nothing is written.
 */
export const postUserFormationRoute: FastifyPluginAsyncZod<{
  lineups: FormationsRepository;
  teams: TeamsRepository;
}> = async (app, { lineups, teams }) => {
  app.post(
    '/api/v2/user-formations',
    {
      config: rateLimited(app, 'user-formation', FORMATION_RATE_LIMIT),
      // A guest is told to log in before anything about the body.
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Match centre'],
        summary: "Save the fan's line-up for a club",
        security: [{ bearerAuth: [] }],
        querystring: z.object({ tenant_id: z.string().optional() }),
        body: formationBody,
        response: {
          201: z.object({ data: z.object({ formation: myFormationSchema }) }),
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
      const { team_id: teamId, formation, players: playerIds } = request.body;
      const team = await teams.team(teamId);
      if (!team) throw fieldError('team_id', request.t('formations.unknownTeam'));

      const squad = new Map((await teams.squad(team.id)).map((player) => [player.id, player]));
      const errors = createFieldErrors();
      const seen = new Set<number>();
      for (const id of playerIds) {
        if (seen.has(id)) errors.add('players', request.t('formations.duplicatePlayer', { id }));
        else if (!squad.has(id)) errors.add('players', request.t('formations.notInSquad', { id, team: team.name }));
        seen.add(id);
      }
      if (errors.empty) {
        const wanted = slotPositions(formation);
        const fits = playerIds.every((id, slot) => {
          const player = squad.get(id);
          return player !== undefined && positionCode[player.position] === wanted[slot];
        });
        if (!fits) {
          const lines = formations[formation];
          const counted = (line: 'defenders' | 'midfielders' | 'forwards', count: number) =>
            request.t(`formations.${line}.${count === 1 ? 'one' : 'other'}`, { count });
          errors.add(
            'players',
            request.t('formations.lines', {
              formation: formationLabel(formation),
              defenders: counted('defenders', lines.DEF),
              midfielders: counted('midfielders', lines.MF),
              forwards: counted('forwards', lines.ST),
            }),
          );
        }
      }
      errors.throwIfAny(request.t('error.validationFailed'));

      const saved = await lineups.save({
        tenantId: tenant.id,
        userId: user.id,
        teamId: team.id,
        formation,
        playerIds,
        now: new Date(),
      });
      reply.code(201);
      return {
        data: {
          formation: toMyFormation({
            id: saved.id,
            teamId: team.id,
            formation,
            updatedAt: saved.updatedAt,
            players: playerIds.flatMap((id, slot) => {
              const player = squad.get(id);
              return player === undefined
                ? []
                : [{ id, name: player.commonName, position: positionCode[player.position], slot }];
            }),
          }),
        },
      };
    },
  );
};
