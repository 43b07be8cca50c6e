import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { tenantOrigin } from '../../../plugins/request-host';
import { requireAdminToken } from '../admin-auth';
import { templateNameSchema } from './template-files';
import type { TenantTemplatesRepository } from './tenant-templates-repository';
import { tenantTemplateViewSchema, toTenantTemplateViews } from './template-view';

/**
 * DELETE /api/admin/tenants/{tenantId}/templates/{name} (operator API, PLT-04): drops the operator's
 * file, so the tenant's folder's file (or none) shows again. Answers the template files left.
 */
export const deleteTenantTemplateRoute: FastifyPluginAsyncZod<{ templates: TenantTemplatesRepository }> = async (
  app,
  { templates },
) => {
  app.delete(
    '/api/admin/tenants/:tenantId/templates/:name',
    {
      onRequest: requireAdminToken(app),
      schema: {
        tags: ['Operator'],
        summary: 'Remove the operator’s version of a tenant’s template file',
        security: [{ adminToken: [] }],
        params: z.object({ tenantId: z.string().min(1).max(100), name: templateNameSchema }),
        response: {
          200: z.object({ data: z.array(tenantTemplateViewSchema) }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { tenantId, name } = request.params;
      const removed = await templates.remove(tenantId, name);
      // Every process reads the tenant again (and drops its pages): the change shows on the next page.
      await app.cluster.changed({ tenantId, content: true, accounts: false, registry: true });
      const tenant = await app.tenants.findById(tenantId);
      if (tenant === undefined) throw new HttpError(404, request.t('error.unknownTenant'));
      if (!removed) throw new HttpError(404, request.t('templates.notFound', { name }));
      request.log.info({ tenantId, template: name }, 'tenant template removed');
      return { data: toTenantTemplateViews(tenant, tenantOrigin(app, request, tenant)) };
    },
  );
};
