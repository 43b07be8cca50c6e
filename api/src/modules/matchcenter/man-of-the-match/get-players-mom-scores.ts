import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { MAX_IDS, teamParam } from './get-fixtures-mom-scores';
import type { MomRepository } from './mom-repository';
import { idListSchema, roundGrade } from './mom-views';

/**
 * GET /api/v2/matchcenter/{team}/players/mom-scores?tenant_id&players=..&fixtures=.. (MC-06, MC-02):
 * each player's average grade over the given fixtures, or over the league's current season when no
 * fixtures are given (spec 000 §3 "Man-of-the-match scores": player_id with average_votes). Without
 * `players`, the team's whole squad. Players without votes are left out.
 */
export const getPlayersMomScoresRoute: FastifyPluginAsyncZod<{ mom: MomRepository }> = async (app, { mom }) => {
  app.get(
    '/api/v2/matchcenter/:team/players/mom-scores',
    {
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Match centre'],
        summary: "Man-of-the-match averages of a team's players",
        params: z.object({ team: teamParam.describe('Team id or slug') }),
        querystring: z.object({
          tenant_id: z.string().optional(),
          players: idListSchema(MAX_IDS).optional().describe('Player ids, comma-separated; default: the squad'),
          fixtures: idListSchema(MAX_IDS)
            .optional()
            .describe('Fixture ids, comma-separated; default: the current season'),
        }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                player_id: z.number().int(),
                average_votes: z.number().describe('Average grade, 1–5'),
                votes: z.number().int(),
              }),
            ),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const team = await mom.team(request.params.team);
      if (!team) throw new HttpError(404, request.t('mom.unknownTeam'));
      const playerIds = request.query.players ?? (await mom.squadIds(team.id));
      let scope: Parameters<MomRepository['playerTallies']>[2];
      if (request.query.fixtures !== undefined) scope = { fixtureIds: request.query.fixtures };
      else {
        const league = await mom.leagueOfTeam(team.id);
        if (!league) throw new HttpError(404, request.t('mom.unknownTeam'));
        scope = { leagueId: league.id, season: league.season };
      }
      const tallies = await mom.playerTallies(tenant.id, playerIds, scope);
      const order = new Map(playerIds.map((id, index) => [id, index]));
      return {
        data: tallies
          .sort((a, b) => (order.get(a.playerId) ?? 0) - (order.get(b.playerId) ?? 0))
          .map((t) => ({ player_id: t.playerId, average_votes: roundGrade(t.average), votes: t.votes })),
      };
    },
  );
};
