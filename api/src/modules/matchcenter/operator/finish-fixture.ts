import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { requireAdminToken } from '../../tenants/admin-auth';
import type { MatchSimulator } from '../simulator/match-simulator';
import { operatorFixtureSchema, toHttpError, toOperatorFixtureView } from './operator-fixture-view';

/**
 * POST /api/admin/fixtures/{fixtureId}/finish (operator API, MC-03): plays the rest of a match at once
 * (kicking it off first if it was still to come), publishing its events and finishing it. A finished
 * match is answered as it is.
 */
export const finishFixtureRoute: FastifyPluginAsyncZod<{ simulator: MatchSimulator }> = async (app, { simulator }) => {
  app.post(
    '/api/admin/fixtures/:fixtureId/finish',
    {
      onRequest: requireAdminToken(app),
      schema: {
        tags: ['Operator'],
        summary: 'Play the rest of a match at once',
        security: [{ adminToken: [] }],
        params: z.object({ fixtureId: z.coerce.number().int().positive().max(2_147_483_647) }),
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
        const record = await simulator.finish(request.params.fixtureId);
        request.log.info({ fixtureId: record.id }, 'match finished by the operator');
        return { data: toOperatorFixtureView(record) };
      } catch (error) {
        throw toHttpError(error, request);
      }
    },
  );
};
