import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { leagueIdParam } from '../leagues/league-view';
import type { LeaguesRepository } from '../leagues/leagues-repository';
import { boardQuery, rankingFilters } from './periods';
import { RANKING_PAGE_SIZE, type RankingsRepository } from './rankings-repository';
import { rankingRowSchema, selectBoard, toRankingRow } from './ranking-view';

/**
 * GET /api/v2/ranking?filter&value&page&league (FP-04, FP-05): one page (50 rows, 0-based) of a board,
 * ordered by points, then correct picks, then user id, with the competition rank on points. Public;
 * with a token also the viewer's own row and the page that holds it. With `league` only that
 * mini-league's members, for its members only.
 */
export const listRankingRoute: FastifyPluginAsyncZod<{
  rankings: RankingsRepository;
  leagues: LeaguesRepository;
}> = async (app, { rankings, leagues }) => {
  app.get(
    '/api/v2/ranking',
    {
      schema: {
        tags: ['Football pool'],
        summary: 'A page of a prediction ranking',
        security: [{}, { bearerAuth: [] }],
        querystring: z.object({
          tenant_id: z.string().optional(),
          ...boardQuery,
          page: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('0-based'),
          league: leagueIdParam.optional().describe('A mini-league: only its members'),
        }),
        response: {
          200: z.object({
            data: z.object({
              ranking: z.array(rankingRowSchema),
              page: z.number().int(),
              pages: z.number().int(),
              details: z.object({
                filter: z.enum(rankingFilters),
                value: z.string(),
                points: z.number().int().nullable().describe("The viewer's points on this board"),
              }),
              user_rank: rankingRowSchema.nullable().describe("The viewer's own row, even when not on this page"),
              user_page: z.number().int().nullable().describe('The 0-based page that shows the viewer'),
            }),
          }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const owner = await request.getUser();
      const leagueId = request.query.league ?? null;
      if (leagueId !== null) {
        const league = await leagues.byId(tenant.id, leagueId);
        if (!league) throw new HttpError(404, request.t('league.unknown'));
        if (owner === null) throw new HttpError(401, request.t('error.unauthenticated'));
        if (!(await leagues.isMember(tenant.id, leagueId, owner.user.id)))
          throw new HttpError(403, request.t('league.membersOnly'));
      }
      const board = await selectBoard(request, rankings, {
        tenantId: tenant.id,
        filter: request.query.filter,
        value: request.query.value,
        leagueId,
      });
      const { page } = request.query;
      const [count, rows, own] = await Promise.all([
        rankings.count(board),
        rankings.page(board, page),
        owner === null ? undefined : rankings.rowOf(board, owner.user.id),
      ]);
      const pages = Math.ceil(count / RANKING_PAGE_SIZE);
      if (page >= Math.max(pages, 1)) throw new HttpError(404, request.t('pool.pageNotFound', { page }));
      return {
        data: {
          ranking: rows.map(toRankingRow),
          page,
          pages,
          details: { filter: board.filter, value: board.value, points: own?.points ?? null },
          user_rank: own === undefined ? null : toRankingRow(own),
          user_page: own?.page ?? null,
        },
      };
    },
  );
};
