import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { requireAdminToken } from '../admin-auth';
import { defaultRemoteEntry, remoteEntrySchema, remoteNameSchema, remoteVersionSchema } from '../remotes';
import { tenantViewSchema, toTenantView } from './tenant-view';

/**
 * PUT /api/admin/tenants/{tenantId}/remotes/{remoteName} (operator API, PLT-09): which version of a
 * remote a tenant runs, or whether it runs it at all. Takes effect for new page loads at once on this
 * process and within seconds on the others.
 */
export const setTenantRemoteRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/tenants/:tenantId/remotes/:remoteName',
    {
      onRequest: requireAdminToken(app),
      schema: {
        tags: ['Operator'],
        summary: 'Set the version (and container URL) of a remote for a tenant, or disable it',
        security: [{ adminToken: [] }],
        params: z.object({ tenantId: z.string().min(1).max(100), remoteName: remoteNameSchema }),
        body: z.object({
          version: remoteVersionSchema,
          entry: remoteEntrySchema
            .optional()
            .describe('Container (remoteEntry.js) URL; default /remotes/<folder>/<version>/remoteEntry.js'),
          enabled: z.boolean(),
        }),
        response: {
          200: z.object({ data: tenantViewSchema }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { tenantId, remoteName } = request.params;
      app.tenants.invalidate();
      if ((await app.tenants.findById(tenantId)) === undefined) {
        throw new HttpError(404, request.t('error.unknownTenant'));
      }
      const { version, entry, enabled } = request.body;
      await app.tenants.setRemote(tenantId, {
        name: remoteName,
        version,
        entry: entry ?? defaultRemoteEntry(remoteName, version),
        enabled,
      });
      // Every process reads the tenant again: its next page loads (and renders on the server) this version.
      await app.cluster.changed({ tenantId, content: true, accounts: false, registry: true });
      const updated = await app.tenants.findById(tenantId);
      if (updated === undefined) throw new HttpError(404, request.t('error.unknownTenant'));
      request.log.info({ tenantId, remoteName, version, enabled }, 'tenant remote changed');
      return { data: toTenantView(updated) };
    },
  );
};
