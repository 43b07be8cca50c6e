import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { fixtureSchema, toFixtureView } from './fixture-view';
import type { MatchcenterRepository } from './matchcenter-repository';
import { leagueSummarySchema } from './ranking-view';

const ROUND_NAME = { en: 'Round', nl: 'Speelronde' } as const;

/**
 * GET /ajax/matchcenter/league/{league}/rounds/{round} (MC-01, MC-13): the fixtures of one round.
 * `league` is a slug (`eredivisie`) or an id; `round` a number or `current` (the first round with a
 * match still to finish).
 */
export const getRoundFixturesRoute: FastifyPluginAsyncZod<{ matchcenter: MatchcenterRepository }> = async (
  app,
  { matchcenter },
) => {
  app.get(
    '/ajax/matchcenter/league/:league/rounds/:round',
    {
      // League data, the same for every visitor; short, since scores change during a match.
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Match centre'],
        summary: 'Fixtures of a round',
        params: z.object({
          league: z.string().max(64),
          round: z.union([z.literal('current'), z.coerce.number().int().min(1).max(1000)]),
        }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({
            data: z.object({
              league: leagueSummarySchema,
              round: z.number().int(),
              name: z.string().describe('"Round 18" / "Speelronde 18"'),
              rounds: z.number().int().describe('Number of rounds in the season'),
              fixtures: z.array(fixtureSchema),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const league = await matchcenter.league(request.params.league);
      if (!league) throw new HttpError(404, request.t('error.notFound'));
      const rounds = await matchcenter.roundCount(league.id);
      const round =
        request.params.round === 'current' ? await matchcenter.currentRound(league.id) : request.params.round;
      if (round > rounds) throw new HttpError(404, request.t('error.notFound'));
      const fixtures = await matchcenter.fixturesOfRound(league.id, round);
      const events = await matchcenter.events(fixtures.map((f) => f.id));
      return {
        data: {
          league,
          round,
          name: `${ROUND_NAME[tenant.language]} ${round}`,
          rounds,
          fixtures: fixtures.map((f) => toFixtureView(f, events, tenant.language)),
        },
      };
    },
  );
};
