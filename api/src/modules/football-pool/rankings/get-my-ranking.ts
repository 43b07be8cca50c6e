import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { boardQuery } from './periods';
import type { RankingsRepository } from './rankings-repository';
import { rankingRowSchema, selectBoard, toRankingRow } from './ranking-view';

/**
 * GET /api/v1/football-pool/my-ranking?filter&value (FP-04): the viewer's row on a board with the
 * 0-based page that shows it; null while they have made no pick in the period.
 */
export const getMyRankingRoute: FastifyPluginAsyncZod<{ rankings: RankingsRepository }> = async (app, { rankings }) => {
  app.get(
    '/api/v1/football-pool/my-ranking',
    {
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Football pool'],
        summary: "The viewer's own ranking row",
        security: [{ bearerAuth: [] }],
        querystring: z.object({ tenant_id: z.string().optional(), ...boardQuery }),
        response: {
          200: z.object({ data: rankingRowSchema.extend({ page: z.number().int() }).nullable() }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const board = await selectBoard(request, rankings, {
        tenantId: tenant.id,
        filter: request.query.filter,
        value: request.query.value,
      });
      const own = await rankings.rowOf(board, user.id);
      return { data: own === undefined ? null : { ...toRankingRow(own), page: own.page } };
    },
  );
};
