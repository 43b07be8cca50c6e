import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { requireAdminToken } from '../../tenants/admin-auth';
import type { MatchSimulator } from '../simulator/match-simulator';
import { operatorFixtureSchema, toOperatorFixtureView } from './operator-fixture-view';

/**
 * GET /api/admin/fixtures (operator API, MC-03): the matches being played and those still to come,
 * live ones first, then by kick-off. `filter=live` or `filter=upcoming` narrows it (`npm run match --
 * list --live`).
 */
export const listFixturesRoute: FastifyPluginAsyncZod<{ simulator: MatchSimulator }> = async (app, { simulator }) => {
  app.get(
    '/api/admin/fixtures',
    {
      onRequest: requireAdminToken(app),
      schema: {
        tags: ['Operator'],
        summary: 'List live and upcoming fixtures with their simulation state',
        security: [{ adminToken: [] }],
        querystring: z.object({
          filter: z.enum(['live', 'upcoming', 'all']).default('all'),
          limit: z.coerce.number().int().min(1).max(500).default(20),
        }),
        response: {
          200: z.object({ data: z.array(operatorFixtureSchema) }),
          400: errorResponse,
          401: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const records = await simulator.fixtures(request.query.filter, request.query.limit);
      return { data: records.map(toOperatorFixtureView) };
    },
  );
};
