import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { addDays, isCalendarDate, mondayOf, weekStartOf } from '../../../lib/league-time';
import { gameStatus, predictionGameSchema, toPredictionGameView } from './prediction-game-view';
import type { PredictionsRepository } from './predictions-repository';
import type { WeekCache } from './week-cache';

/**
 * GET /api/v2/predictions?for=predict|history&week_start=YYYY-MM-DD (FP-01, FP-07): the prediction
 * games of one pool week (Monday to Sunday, Dutch time). `predict` lists every game of the week
 * (default: this week); `history` only the games that have kicked off (default: the last week before
 * this one that had games). Any date selects the week that holds it. Logged-in users get their own
 * prediction on each game; guests get null.
 */
export const listPredictionsRoute: FastifyPluginAsyncZod<{
  predictions: PredictionsRepository;
  weekCache: WeekCache;
}> = async (app, { predictions, weekCache }) => {
  app.get(
    '/api/v2/predictions',
    {
      schema: {
        tags: ['Football pool'],
        summary: "The week's prediction games",
        security: [{}, { bearerAuth: [] }],
        querystring: z.object({
          tenant_id: z.string().optional(),
          for: z.enum(['predict', 'history']).default('predict'),
          week_start: z
            .string()
            .refine(isCalendarDate, { message: 'validation.format' })
            .optional()
            .describe('YYYY-MM-DD; any day of the week'),
        }),
        response: {
          200: z.object({
            data: z.object({
              games: z.array(predictionGameSchema),
              week: z.object({
                start: z.string().describe('Monday, YYYY-MM-DD'),
                end: z.string().describe('Sunday, YYYY-MM-DD'),
                previous: z.string().nullable().describe('Start of the nearest earlier week with games'),
                next: z.string().nullable().describe('Start of the nearest later week with games'),
              }),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const now = new Date();
      const thisWeek = weekStartOf(now);
      let weekStart = request.query.week_start === undefined ? thisWeek : mondayOf(request.query.week_start);
      if (request.query.week_start === undefined && request.query.for === 'history') {
        weekStart = (await weekCache.week(tenant.id, thisWeek)).previous ?? thisWeek;
      }
      const [{ games: records, previous, next }, owner] = await Promise.all([
        weekCache.week(tenant.id, weekStart),
        request.getUser(),
      ]);
      const games =
        request.query.for === 'history' ? records.filter((game) => gameStatus(game, now) !== 'active') : records;
      const own =
        owner === null
          ? []
          : await predictions.userPredictions(
              tenant.id,
              owner.user.id,
              games.map((g) => g.id),
            );
      const byGame = new Map(own.map((p) => [p.predictionGameId, p]));
      return {
        data: {
          games: games.map((game) => toPredictionGameView(game, byGame.get(game.id), tenant.language, now)),
          week: { start: weekStart, end: addDays(weekStart, 6), previous, next },
        },
      };
    },
  );
};
