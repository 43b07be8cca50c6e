import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/errors';
import { errorResponse, HttpError } from '../../lib/http-error';

/** GET /healthz: for load balancers and `npm start` scripts; 503 while the database is unreachable. */
export const healthzRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['Web'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) }),
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(app.db);
      } catch (error) {
        // An outage answers as every request does during one (503, Retry-After, logged once by the
        // error handler); any other failure of the round trip fails the check just the same.
        if (isDatabaseUnavailable(error)) throw error;
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, request.t('error.serviceUnavailable'));
      }
      return { data: { status: 'ok' as const, database: app.databaseDriver } };
    },
  );
};
