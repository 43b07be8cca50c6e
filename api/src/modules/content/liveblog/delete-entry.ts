import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { publishDeleted, senderSocketId } from './liveblog-events';
import type { LiveblogRepository } from './liveblog-repository';
import { idValue, requireEditor, tenantQuery } from './liveblog-requests';

/** DELETE /api/v2/liveblog/entries/{id} (LB-01, editors): open pages take the entry out (`deleted`). */
export const deleteEntryRoute: FastifyPluginAsyncZod<{ liveblogs: LiveblogRepository }> = async (
  app,
  { liveblogs },
) => {
  app.delete(
    '/api/v2/liveblog/entries/:id',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Delete a live blog entry (editors)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: idValue }),
        querystring: tenantQuery,
        response: {
          200: z.object({ data: z.null(), metaData: z.object({ message: z.string() }) }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const t = request.t.bind(request);
      const { id } = request.params;
      const deleted = await liveblogs.deleteEntry(tenant.id, id);
      if (deleted === null) throw new HttpError(404, t('liveblog.unknownEntry'));
      const liveblog = await liveblogs.byId(tenant.id, deleted.liveblogId);
      if (liveblog !== null) {
        await publishDeleted(
          { app, tenant, excludeSocketId: senderSocketId(request) },
          { id, articleId: liveblog.articleId, liveblogId: liveblog.id },
        );
      }
      return { data: null, metaData: { message: t('liveblog.entryDeleted') } };
    },
  );
};
