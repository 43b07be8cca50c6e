import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { createFieldErrors, fieldError } from '../../../lib/field-errors';
import { gameStatus } from './prediction-game-view';
import type { PredictionsRepository } from './predictions-repository';
import { bets } from '../schema';

/** Saves a client may send per window (per tenant and address), as for the other fan writes. */
const PREDICTIONS_RATE_LIMIT = 60;
/** A week has nine games; a longer list is not a week's picks. */
const MAX_PICKS = 100;

const betSchema = z.enum(bets);
const gameIdSchema = z.number().int().min(1).max(2_147_483_647);

/** The `predictions` field: JSON text (multipart or form), or the list itself (JSON body). */
function parseList(value: unknown): unknown[] | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return Array.isArray(parsed) ? parsed : undefined;
}

const field = (item: unknown, name: string): unknown =>
  typeof item === 'object' && item !== null && !Array.isArray(item) ? Reflect.get(item, name) : undefined;

/**
 * POST /api/v1/predictions (FP-03, FP-08): a logged-in fan saves picks, multipart with one field
 * `predictions` holding `[{"bet":"home_win","prediction_game_id":12}, …]`. All or nothing, in one
 * transaction: any bad item (unknown game, bad bet, a game twice, a game that has kicked off) refuses
 * the whole list with a 422 per item under `predictions.<index>`. A new pick replaces the earlier one
 * until kick-off; the answer holds each pick with its frozen odds.
 */
export const savePredictionsRoute: FastifyPluginAsyncZod<{ predictions: PredictionsRepository }> = async (
  app,
  { predictions },
) => {
  app.post(
    '/api/v1/predictions',
    {
      config: {
        ...rateLimited(app, 'predictions', PREDICTIONS_RATE_LIMIT),
        // The front end sends this form as multipart (FormData); plain fields only.
        multipart: { files: 0 },
      },
      // A guest is told to log in before anything about the body.
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Football pool'],
        summary: "Save the fan's predictions (multipart, field predictions)",
        security: [{ bearerAuth: [] }],
        querystring: z.object({ tenant_id: z.string().optional() }),
        body: z.object({
          predictions: z
            .unknown()
            .optional()
            .describe('JSON text: [{"bet":"home_win|draw|away_win","prediction_game_id":12}, …]'),
        }),
        response: {
          201: z.object({
            data: z.object({
              predictions: z.array(
                z.object({
                  prediction_game_id: z.number().int(),
                  bet: betSchema,
                  odds: z.number().describe('The odds of the pick, frozen when it was placed'),
                }),
              ),
            }),
          }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const raw = request.body.predictions;
      const list = raw === undefined || raw === '' ? [] : parseList(raw);
      if (list === undefined) throw fieldError('predictions', request.t('pool.notAList'));
      if (list.length === 0) throw fieldError('predictions', request.t('pool.nothingSelected'));
      if (list.length > MAX_PICKS) throw fieldError('predictions', request.t('pool.tooMany', { max: MAX_PICKS }));

      const items = list.map((item) => {
        const gameId = gameIdSchema.safeParse(field(item, 'prediction_game_id'));
        const bet = betSchema.safeParse(field(item, 'bet'));
        return { gameId: gameId.success ? gameId.data : undefined, bet: bet.success ? bet.data : undefined };
      });
      const picks = items.flatMap(({ gameId, bet }) =>
        gameId !== undefined && bet !== undefined ? [{ gameId, bet }] : [],
      );

      const now = new Date();
      const saved = await predictions.savePicks(
        {
          tenantId: tenant.id,
          userId: user.id,
          gameIds: items.flatMap((item) => (item.gameId === undefined ? [] : [item.gameId])),
          picks,
          now,
        },
        (games) => {
          // Inside the transaction: a refusal here rolls back, so nothing of the list is written.
          const byId = new Map(games.map((g) => [g.id, g]));
          const errors = createFieldErrors();
          const seen = new Set<number>();
          items.forEach(({ gameId, bet }, index) => {
            const key = `predictions.${index}`;
            const game = gameId === undefined ? undefined : byId.get(gameId);
            if (game === undefined) errors.add(key, request.t('pool.unknownGame'));
            if (bet === undefined) errors.add(key, request.t('pool.invalidBet'));
            if (gameId !== undefined && seen.has(gameId)) errors.add(key, request.t('pool.gameTwice'));
            else if (game !== undefined && gameStatus(game, now) !== 'active')
              errors.add(key, request.t('pool.kickedOff', { home: game.home.name, away: game.away.name }));
            if (gameId !== undefined) seen.add(gameId);
          });
          errors.throwIfAny(request.t('error.validationFailed'));
        },
      );
      reply.code(201);
      return {
        data: {
          predictions: saved.map((p) => ({ prediction_game_id: p.gameId, bet: p.bet, odds: p.odds })),
        },
      };
    },
  );
};
