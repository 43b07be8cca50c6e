import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { tenantOrigin } from '../../../plugins/request-host';
import { requireAdminToken } from '../admin-auth';
import { checkTemplateSource, maxTemplateLength, templateNameSchema, templateValueNames } from './template-files';
import type { TenantTemplatesRepository } from './tenant-templates-repository';
import { tenantTemplateViewSchema, toTenantTemplateViews } from './template-view';

/**
 * PUT /api/admin/tenants/{tenantId}/templates/{name} (operator API, PLT-04): writes one template file
 * of a tenant, replacing the one from its folder, without a release. A source that cannot be read (an
 * unclosed section) is refused with the reader's own message; what it renders is sanitised on every
 * page, so the source itself may hold anything. The tenant's cached pages are dropped at once.
 */
export const putTenantTemplateRoute: FastifyPluginAsyncZod<{ templates: TenantTemplatesRepository }> = async (
  app,
  { templates },
) => {
  app.put(
    '/api/admin/tenants/:tenantId/templates/:name',
    {
      onRequest: requireAdminToken(app),
      schema: {
        tags: ['Operator'],
        summary: 'Write a tenant’s template file (EJS output tags, logic-less)',
        description: `Values a file may write out with \`<%= value %>\`: ${templateValueNames.join(', ')}.`,
        security: [{ adminToken: [] }],
        params: z.object({ tenantId: z.string().min(1).max(100), name: templateNameSchema }),
        body: z.object({ source: z.string().max(maxTemplateLength) }).strict(),
        response: {
          200: z.object({ data: tenantTemplateViewSchema }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { tenantId, name } = request.params;
      const { source } = request.body;
      try {
        checkTemplateSource(source);
      } catch (error) {
        const message = request.t('templates.badSource', { reason: (error as Error).message });
        throw new HttpError(422, message, { source: [message] });
      }
      if ((await app.tenants.findById(tenantId)) === undefined) {
        throw new HttpError(404, request.t('error.unknownTenant'));
      }

      await templates.put(tenantId, name, source);
      // Every process reads the tenant again (and drops its pages): the change shows on the next page.
      await app.cluster.changed({ tenantId, content: true, accounts: false, registry: true });

      const tenant = await app.tenants.findById(tenantId);
      const view =
        tenant && toTenantTemplateViews(tenant, tenantOrigin(app, request, tenant)).find((t) => t.name === name);
      if (view === undefined) throw new HttpError(404, request.t('error.unknownTenant'));
      request.log.info({ tenantId, template: name }, 'tenant template written');
      return { data: view };
    },
  );
};
