import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueCsrfToken } from './csrf';

/** GET /refresh-token (ACC-08): a fresh CSRF token for the reset-password form, also set as a cookie. */
export const refreshTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/refresh-token',
    {
      schema: {
        tags: ['Accounts'],
        summary: 'A fresh CSRF token (answer and HttpOnly cookie tribune_csrf) for the reset-password form',
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: issueCsrfToken(request, reply) };
    },
  );
};
