import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { positionCodes, teamKeySchema } from '../teams/team-view';
import type { TeamsRepository } from '../teams/teams-repository';
import { percentageOf } from './formation-views';
import type { FormationsRepository } from './formations-repository';

const TOP_FORMATION_PLAYERS_DEFAULT = 11;

/**
 * GET /api/v2/user/formation/top-players?team&limit (MC-10): the players this tenant's fans put in
 * their line-ups for a club most often, each with the share of the club's line-ups that include them.
 * The same for every visitor (it never reads the user), so it is a public answer: browsers may keep it
 * for 15 s, and the server's kept copy goes with the tenant's next write, a save included
 * (plugins/content-changes.ts).
 */
export const getTopFormationPlayersRoute: FastifyPluginAsyncZod<{
  lineups: FormationsRepository;
  teams: TeamsRepository;
}> = async (app, { lineups, teams }) => {
  app.get(
    '/api/v2/user/formation/top-players',
    {
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Match centre'],
        summary: "The players fans pick most often in a club's line-ups",
        querystring: z.object({
          tenant_id: z.string().optional(),
          team: teamKeySchema
            .optional()
            .describe("Club id or slug; without it, the tenant's figures over every club (the spec's call)"),
          limit: z.coerce.number().int().min(1).max(50).default(TOP_FORMATION_PLAYERS_DEFAULT),
        }),
        response: {
          200: z.object({
            data: z
              .object({
                team_id: z.number().int().nullable().describe('The club asked for; null without `team`'),
                total: z
                  .number()
                  .int()
                  .describe('Line-ups saved for this club (every club without `team`) in this tenant'),
                players: z
                  .array(
                    z.object({
                      id: z.number().int(),
                      name: z.string().describe('Short name, "D. de Jong"'),
                      position: z.enum(positionCodes),
                      shirtNumber: z.number().int().nullable(),
                      count: z.number().int().describe('Line-ups that include the player'),
                      percentage: z.number().int().describe('Whole-number share of `total`, 0–100'),
                    }),
                  )
                  .describe('Most chosen first, ties by name'),
              })
              .meta({ id: 'UserFormationTopPlayers' }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const asked = request.query.team;
      const team = asked === undefined ? null : await teams.team(asked);
      if (asked !== undefined && !team) throw new HttpError(404, request.t('formations.unknownClub'));
      const teamId = team?.id ?? null;
      const [total, top] = await Promise.all([
        lineups.total(tenant.id, teamId),
        lineups.topPlayers(tenant.id, teamId, request.query.limit),
      ]);
      return {
        data: {
          team_id: teamId,
          total,
          players: top.map((player) => ({ ...player, percentage: percentageOf(player.count, total) })),
        },
      };
    },
  );
};
