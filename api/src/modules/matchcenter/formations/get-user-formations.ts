import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { teamKeySchema } from '../teams/team-view';
import type { TeamsRepository } from '../teams/teams-repository';
import { myFormationSchema, percentageOf, toMyFormation } from './formation-views';
import { formationNames } from './formations';
import type { FormationsRepository } from './formations-repository';

const FORMATIONS_MAX_LIMIT = 9999;

/**
 * GET /api/v2/user-formations?team&limit (MC-10, the line-up widget): which formations this tenant's
 * fans chose for a club, most chosen first, and, with a token, the caller's own line-up. Not a public
 * answer: it carries `mine`, so it is never kept by a shared cache (private, no-store by default).
 */
export const getUserFormationsRoute: FastifyPluginAsyncZod<{
  lineups: FormationsRepository;
  teams: TeamsRepository;
}> = async (app, { lineups, teams }) => {
  app.get(
    '/api/v2/user-formations',
    {
      schema: {
        tags: ['Match centre'],
        summary: "The formations fans chose for a club, and the caller's own line-up",
        security: [{}, { bearerAuth: [] }],
        querystring: z.object({
          tenant_id: z.string().optional(),
          team: teamKeySchema
            .optional()
            .describe("Club id or slug; without it, the tenant's figures over every club (the spec's call)"),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(FORMATIONS_MAX_LIMIT)
            .default(FORMATIONS_MAX_LIMIT)
            .describe('At most this many formations'),
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
                formations: z
                  .array(
                    z.object({
                      formation: z.enum(formationNames),
                      count: z.number().int(),
                      percentage: z.number().int().describe('Whole-number share of `total`, 0–100'),
                    }),
                  )
                  .describe('Most chosen first, ties by formation name; formations nobody chose are left out'),
                available: z.array(z.enum(formationNames)).describe('Every formation a fan can pick'),
                mine: myFormationSchema
                  .nullable()
                  .describe("The caller's line-up for this club (their latest without `team`); null for guests"),
              })
              .meta({ id: 'UserFormations' }),
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
      const [total, counts, owner] = await Promise.all([
        lineups.total(tenant.id, teamId),
        lineups.formationCounts(tenant.id, teamId, request.query.limit),
        request.getUser(),
      ]);
      const mine = owner === null ? undefined : await lineups.mine(tenant.id, owner.user.id, teamId);
      return {
        data: {
          team_id: teamId,
          total,
          formations: counts.map((row) => ({ ...row, percentage: percentageOf(row.count, total) })),
          available: [...formationNames],
          mine: mine === undefined ? null : toMyFormation(mine),
        },
      };
    },
  );
};
