import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { PredictionsRepository } from './predictions-repository';
import { bets, type Bet } from '../schema';

export const gameIdParam = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * Whole percentages that add up to 100 (largest remainder), or null without picks: the split shown
 * as "42 % home win" should never read 99 % or 101 % in total.
 */
function sharesOf(counts: Record<Bet, number>): Record<Bet, number> | null {
  const total = bets.reduce((sum, bet) => sum + counts[bet], 0);
  if (total === 0) return null;
  const exact = bets.map((bet) => ({ bet, value: (counts[bet] * 100) / total }));
  const shares: Record<Bet, number> = { home_win: 0, draw: 0, away_win: 0 };
  for (const e of exact) shares[e.bet] = Math.floor(e.value);
  let left = 100 - bets.reduce((sum, bet) => sum + shares[bet], 0);
  for (const e of [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)))) {
    if (left <= 0) break;
    shares[e.bet] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * GET /api/v2/predictions/fixtures/{gameId}/public (FP-06): how the crowd picked a game, to everyone
 * and before kick-off too: the match page's preview shows it beside "Predict this match" (issue 26;
 * decision 0036, which replaces 0015's hiding). Public; with a token it also answers the viewer's pick.
 */
export const getGamePublicStatsRoute: FastifyPluginAsyncZod<{ predictions: PredictionsRepository }> = async (
  app,
  { predictions },
) => {
  app.get(
    '/api/v2/predictions/fixtures/:gameId/public',
    {
      schema: {
        tags: ['Football pool'],
        summary: "The crowd's split on a prediction game",
        security: [{}, { bearerAuth: [] }],
        params: z.object({ gameId: gameIdParam.describe('Prediction game id') }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({
            data: z.object({
              prediction_game_id: z.number().int(),
              fixture_id: z.number().int(),
              visible: z
                .boolean()
                .describe('Always true since decision 0036 (the split is public); kept for older clients'),
              total: z.number().int().nullable(),
              shares: z
                .object({ home_win: z.number().int(), draw: z.number().int(), away_win: z.number().int() })
                .nullable()
                .describe('Whole percentages adding up to 100; null without picks'),
              userPrediction: z.object({ bet: z.enum(bets) }).nullable(),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const game = await predictions.game(tenant.id, request.params.gameId);
      if (!game) throw new HttpError(404, request.t('pool.unknownGame'));
      const owner = await request.getUser();
      const [own] = owner === null ? [] : await predictions.userPredictions(tenant.id, owner.user.id, [game.id]);
      const counts = await predictions.betCounts(tenant.id, game.id);
      const total = counts.home_win + counts.draw + counts.away_win;
      return {
        data: {
          prediction_game_id: game.id,
          fixture_id: game.fixtureId,
          visible: true,
          total,
          shares: sharesOf(counts),
          userPrediction: own === undefined ? null : { bet: own.bet },
        },
      };
    },
  );
};
