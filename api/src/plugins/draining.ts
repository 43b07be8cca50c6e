import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

/** How soon a client turned away during a shutdown may try again (by then another process answers). */
const drainingRetryAfterSeconds = 1;

/**
 * Once the API begins to shut down (SIGTERM, `app.close()`), a request that still arrives (on a kept-alive
 * connection, or before the port closes) is turned away with a 503 in the one error shape and
 * `Connection: close`, so its retry opens a connection to another process. Fastify would answer it
 * itself with a body of its own shape, hence `return503OnClosing: false` in app.ts. Requests already
 * running finish before the database closes, and their answers close the connection too: a kept-alive
 * one would otherwise hold the shutdown up until it times out.
 */
export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  // Registered before the real-time module's preClose, which takes a few seconds to say goodbye.
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (request) => {
    if (!draining) return;
    // The error handler answers it (shape, no-store, Retry-After); the onSend hook above closes it.
    throw new HttpError(503, request.t('error.serviceUnavailable'), undefined, {
      retryAfterSeconds: drainingRetryAfterSeconds,
    });
  });
}
