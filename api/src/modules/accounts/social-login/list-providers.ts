import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';

/** GET /api/v2/login/providers (ACC-03): the OAuth 2 / OpenID providers this tenant offers, in their configured order. */
export const listProvidersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/login/providers',
    {
      schema: {
        tags: ['Accounts'],
        summary: 'The social login providers of the tenant',
        response: {
          200: z.object({ data: z.array(z.object({ name: z.string(), label: z.string() })) }),
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      // Operators change providers at run time; browsers must ask again rather than keep a stale list.
      reply.header('cache-control', 'no-cache');
      const providers = Object.entries(tenant.settings.oauthProviders ?? {});
      return { data: providers.map(([name, provider]) => ({ name, label: provider.label })) };
    },
  );
};
