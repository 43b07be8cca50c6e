import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { MomRepository } from './mom-repository';
import { playerResultSchema, toPlayerResult } from './mom-views';

/**
 * The fewest grades that put a player on the season's list (decision 0013): enough that one fan's five
 * stars do not top it, few enough that a small fan site still has a list after a few rounds.
 */
const TOP_MOM_MIN_VOTES = 3;
const TOP_MOM_DEFAULT_LIMIT = 10;

/**
 * GET /ajax/matchcenter/top-mom?league&limit (MC-06): the tenant's best-rated players of the league's
 * current season by average grade, each with at least TOP_MOM_MIN_VOTES grades. League: slug or id,
 * the Eredivisie by default (MC-14).
 */
export const getTopMomRoute: FastifyPluginAsyncZod<{ mom: MomRepository }> = async (app, { mom }) => {
  app.get(
    '/ajax/matchcenter/top-mom',
    {
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Match centre'],
        summary: "The season's best-rated players (man of the match)",
        querystring: z.object({
          tenant_id: z.string().optional(),
          league: z
            .string()
            .regex(/^[A-Za-z0-9-]{1,64}$/)
            .default('eredivisie'),
          limit: z.coerce.number().int().min(1).max(50).default(TOP_MOM_DEFAULT_LIMIT),
        }),
        response: {
          200: z.object({
            data: z.object({
              min_votes: z.number().int().describe('The fewest grades a listed player has'),
              players: z.array(
                playerResultSchema.extend({ team_name: z.string(), position_in_list: z.number().int() }),
              ),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const league = await mom.league(request.query.league);
      if (!league) throw new HttpError(404, request.t('mom.unknownLeague'));
      const tallies = await mom.topOfSeason(tenant.id, league, TOP_MOM_MIN_VOTES, request.query.limit);
      const players = new Map((await mom.players(tallies.map((t) => t.playerId))).map((p) => [p.id, p]));
      const teamNames = await mom.teamNames([...new Set([...players.values()].map((p) => p.teamId))]);
      return {
        data: {
          min_votes: TOP_MOM_MIN_VOTES,
          players: tallies.flatMap((tally, index) => {
            const player = players.get(tally.playerId);
            if (player === undefined) return [];
            return [
              {
                ...toPlayerResult(player, tally),
                team_name: teamNames.get(player.teamId) ?? '',
                position_in_list: index + 1,
              },
            ];
          }),
        },
      };
    },
  );
};
