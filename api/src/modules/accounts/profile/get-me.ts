import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { type OwnDataReads, ownDataSchema, toOwnData } from '../user-views';

/** GET /api/v2/user/me-as-resource (ACC-16): the logged-in user's own data, never cached. */
export const getMeRoute: FastifyPluginAsyncZod<OwnDataReads> = async (app, { accounts, emailVerifications }) => {
  app.get(
    '/api/v2/user/me-as-resource',
    {
      schema: {
        tags: ['Accounts'],
        summary: 'The logged-in user (own data)',
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ data: ownDataSchema }), 401: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      return {
        data: await toOwnData({ accounts, emailVerifications }, user, {
          profileFields: tenant.settings.profileFields,
          locale: request.locale,
          t: request.t.bind(request),
        }),
      };
    },
  );
};
