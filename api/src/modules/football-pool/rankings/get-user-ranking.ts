import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { addDays, zonedTimeToInstant } from '../../../lib/league-time';
import { boardQuery } from './periods';
import { predictionGameSchema, toPredictionGameView } from '../predictions/prediction-game-view';
import type { PredictionsRepository } from '../predictions/predictions-repository';
import type { RankingsRepository } from './rankings-repository';
import { rankingRowSchema, selectBoard, toRankingRow } from './ranking-view';

const userIdParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** The kick-off window of a week or month board (league time); null for the season total. */
function windowOf(filter: 'week' | 'month' | 'total', period: string): { from: Date; to: Date } | null {
  if (filter === 'total') return null;
  const start = filter === 'week' ? period : `${period}-01`;
  let end: string;
  if (filter === 'week') end = addDays(period, 7);
  else {
    const [year = 0, month = 1] = period.split('-').map(Number);
    end = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  }
  const midnight = (date: string) => zonedTimeToInstant(date, 0, 0);
  return { from: midnight(start), to: midnight(end) };
}

/**
 * GET /api/v2/{userId}/ranking?filter&value (FP-04): a fan's public pool page: their row on the board
 * and their picks on the period's games that have locked, newest first, with the outcome. Picks on
 * games still open are never shown (they would let others copy them).
 */
export const getUserRankingRoute: FastifyPluginAsyncZod<{
  rankings: RankingsRepository;
  predictions: PredictionsRepository;
}> = async (app, { rankings, predictions }) => {
  app.get(
    '/api/v2/:userId/ranking',
    {
      schema: {
        tags: ['Football pool'],
        summary: "A fan's ranking row and locked predictions",
        params: z.object({ userId: userIdParam }),
        querystring: z.object({ tenant_id: z.string().optional(), ...boardQuery }),
        response: {
          200: z.object({
            data: z.object({
              user: z.object({ id: z.number().int(), username: z.string(), image: z.string().nullable() }),
              row: rankingRowSchema.nullable(),
              games: z.array(predictionGameSchema),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const user = await rankings.user(tenant.id, request.params.userId);
      if (!user) throw new HttpError(404, request.t('pool.unknownUser'));
      const board = await selectBoard(request, rankings, {
        tenantId: tenant.id,
        filter: request.query.filter,
        value: request.query.value,
      });
      const now = new Date();
      const [row, picks] = await Promise.all([
        rankings.rowOf(board, user.id),
        predictions.lockedGamesOfUser(tenant.id, user.id, windowOf(board.filter, board.period), now),
      ]);
      return {
        data: {
          user,
          row: row === undefined ? null : toRankingRow(row),
          games: picks.map(({ game, prediction }) => toPredictionGameView(game, prediction, tenant.language, now)),
        },
      };
    },
  );
};
