import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { MomRepository } from './mom-repository';
import { idListSchema, rankTallies, roundGrade } from './mom-views';

export const MAX_IDS = 50;

export const teamParam = z.string().regex(/^[A-Za-z0-9-]{1,100}$/);

/**
 * GET /api/v2/matchcenter/{team}/fixtures/mom-scores?tenant_id&fixtures=1,2,3 (MC-06): for each of
 * the team's fixtures that has votes, its man of the match among the team's players and that player's
 * average grade (spec 000 §3 "Man-of-the-match scores": match_id with average_votes). Fixtures of other
 * teams, unknown ones and those without votes are left out: it is a batch read for a fixture list.
 */
export const getFixturesMomScoresRoute: FastifyPluginAsyncZod<{ mom: MomRepository }> = async (app, { mom }) => {
  app.get(
    '/api/v2/matchcenter/:team/fixtures/mom-scores',
    {
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Match centre'],
        summary: "The man of the match of each of a team's fixtures",
        params: z.object({ team: teamParam.describe('Team id or slug') }),
        querystring: z.object({
          tenant_id: z.string().optional(),
          fixtures: idListSchema(MAX_IDS).describe('Fixture ids, comma-separated (at most 50)'),
        }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                match_id: z.number().int(),
                player_id: z.number().int(),
                player_name: z.string(),
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
      const fixtureIds = await mom.fixturesOfTeam(team.id, request.query.fixtures);
      const tallies = await mom.teamTalliesByFixture(tenant.id, team.id, fixtureIds);
      const best = fixtureIds.flatMap((fixtureId) =>
        rankTallies(tallies.filter((t) => t.fixtureId === fixtureId)).slice(0, 1),
      );
      const names = new Map((await mom.players(best.map((t) => t.playerId))).map((p) => [p.id, p.name]));
      return {
        data: best.map((t) => ({
          match_id: t.fixtureId,
          player_id: t.playerId,
          player_name: names.get(t.playerId) ?? '',
          average_votes: roundGrade(t.average),
          votes: t.votes,
        })),
      };
    },
  );
};
