import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/errors';
import { DatabaseUnavailableError } from '../../db/outage-breaker';
import { errorResponse, HttpError } from '../../lib/http-error';

/**
 * How long /healthz waits for the database's answer: below the load balancers' check timeouts (compose:
 * 3 s), so a black-holed database is reported as away rather than leaving the check to time out.
 */
const databaseAnswerWithinMs = 2_000;

/** The ping, or the outage's error once `ms` have passed without its answer (a 503 with Retry-After). */
async function pingWithin(db: Parameters<typeof pingDatabase>[0], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(Date.now())), ms);
  });
  try {
    await Promise.race([pingDatabase(db), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: for load balancers and `npm start` scripts; 503 while the database is unreachable, at
 * once while an outage is known (db/outage-breaker.ts) and within 2 s when it does not answer.
 */
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
        await pingWithin(app.db, databaseAnswerWithinMs);
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
