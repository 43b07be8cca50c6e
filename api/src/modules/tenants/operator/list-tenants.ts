import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { requireAdminToken } from '../admin-auth';
import { tenantViewSchema, toTenantView } from './tenant-view';

/** GET /api/admin/tenants (operator API): every tenant with its remotes. */
export const listTenantsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/tenants',
    {
      onRequest: requireAdminToken(app),
      schema: {
        tags: ['Operator'],
        summary: 'List tenants and the remotes they run',
        security: [{ adminToken: [] }],
        response: { 200: z.object({ data: z.array(tenantViewSchema) }), 401: errorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // The operator wants the truth, not this process's cached copy.
      app.tenants.invalidate();
      return { data: (await app.tenants.list()).map(toTenantView) };
    },
  );
};
