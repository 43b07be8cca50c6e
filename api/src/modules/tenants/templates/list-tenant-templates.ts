import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { tenantOrigin } from '../../../plugins/request-host';
import { requireAdminToken } from '../admin-auth';
import { tenantTemplateViewSchema, toTenantTemplateViews } from './template-view';

/** GET /api/admin/tenants/{tenantId}/templates (operator API, PLT-04): the tenant's template files. */
export const listTenantTemplatesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/tenants/:tenantId/templates',
    {
      onRequest: requireAdminToken(app),
      schema: {
        tags: ['Operator'],
        summary: 'List a tenant’s template files (footer, comment rules) with their source and preview',
        security: [{ adminToken: [] }],
        params: z.object({ tenantId: z.string().min(1).max(100) }),
        response: {
          200: z.object({ data: z.array(tenantTemplateViewSchema) }),
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The operator wants the truth, not this process's cached copy.
      app.tenants.invalidate();
      const tenant = await app.tenants.findById(request.params.tenantId);
      if (tenant === undefined) throw new HttpError(404, request.t('error.unknownTenant'));
      return { data: toTenantTemplateViews(tenant, tenantOrigin(app, request, tenant)) };
    },
  );
};
