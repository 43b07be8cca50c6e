import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';

/**
 * GET /api/v2/user/admin-front-end (ACC-20): for admins only, the JavaScript the tenant runs for them
 * (analytics, a feedback widget) and the identity that widget is given. Never cached: it is per user.
 */
export const getAdminFrontEndRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/user/admin-front-end',
    {
      schema: {
        tags: ['Site settings'],
        summary: 'Custom front-end code and feedback identity for admins',
        security: [{ bearerAuth: [] }],
        response: {
          200: z.object({
            data: z.object({
              custom_code: z.string().nullable(),
              feedback: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
            }),
          }),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      if (!user.isAdmin) throw new HttpError(403, request.t('siteSettings.adminOnly'));
      return {
        data: {
          custom_code: tenant.settings.adminCustomCode ?? null,
          feedback: { id: user.id, name: user.name ?? user.username, email: user.email },
        },
      };
    },
  );
};
