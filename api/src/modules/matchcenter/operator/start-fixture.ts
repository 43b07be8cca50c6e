import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { requireAdminToken } from '../../tenants/admin-auth';
import type { MatchSimulator } from '../simulator/match-simulator';
import { operatorFixtureSchema, toHttpError, toOperatorFixtureView } from './operator-fixture-view';

/**
 * POST /api/admin/fixtures/{fixtureId}/start?speed=N (operator API, MC-03): kicks a scheduled match
 * off now (its kick-off time becomes now), or `next`, the first scheduled one; on a match already
 * being played it only changes the speed. `speed` is match minutes per real minute: 60 plays a minute
 * each second. Answers the fixture after its first minute.
 */
export const startFixtureRoute: FastifyPluginAsyncZod<{ simulator: MatchSimulator }> = async (app, { simulator }) => {
  app.post(
    '/api/admin/fixtures/:fixtureId/start',
    {
      onRequest: requireAdminToken(app),
      schema: {
        tags: ['Operator'],
        summary: 'Start a match now, or change the speed of a live one',
        security: [{ adminToken: [] }],
        params: z.object({
          fixtureId: z.union([z.literal('next'), z.coerce.number().int().positive().max(2_147_483_647)]),
        }),
        querystring: z.object({
          speed: z.coerce.number().min(0.1).max(600).default(1).describe('Times real time (60: a minute a second)'),
        }),
        response: {
          200: z.object({ data: operatorFixtureSchema }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const record = await simulator.start(request.params.fixtureId, request.query.speed);
        request.log.info({ fixtureId: record.id, speed: request.query.speed }, 'match started by the operator');
        return { data: toOperatorFixtureView(record) };
      } catch (error) {
        throw toHttpError(error, request);
      }
    },
  );
};
