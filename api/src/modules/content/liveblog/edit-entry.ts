import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { createFieldErrors } from '../../../lib/field-errors';
import { loadItem } from './entry-items';
import { publishEntry, senderSocketId } from './liveblog-events';
import type { LiveblogRepository } from './liveblog-repository';
import { checkEntryBody, entryBodyField, idValue, requireEditor, tenantQuery } from './liveblog-requests';
import { liveblogItemSchema } from './liveblog-view';

/**
 * PATCH /api/v2/liveblog/entries/{id} (LB-01, editors): changes an entry's text, pins or unpins it (the
 * match feed's entries too). Open pages get `updated`: they take the entry out and put it back in its
 * place, which moves it to the top when pinned and back among the others when unpinned.
 */
export const editEntryRoute: FastifyPluginAsyncZod<{ liveblogs: LiveblogRepository }> = async (app, { liveblogs }) => {
  app.patch(
    '/api/v2/liveblog/entries/:id',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Edit, pin or unpin a live blog entry (editors)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: idValue }),
        querystring: tenantQuery,
        body: z.object({ body: entryBodyField.optional(), is_pinned: z.boolean().optional() }),
        response: {
          200: z.object({ data: liveblogItemSchema, metaData: z.object({ message: z.string() }) }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const t = request.t.bind(request);
      const { id } = request.params;
      const problems = createFieldErrors();
      const changes: { body?: string; isPinned?: boolean } = {};
      if (request.body.body !== undefined) changes.body = checkEntryBody(request.body.body, t, problems);
      if (request.body.is_pinned !== undefined) changes.isPinned = request.body.is_pinned;
      problems.throwIfAny(t('error.validationFailed'));

      const found = await liveblogs.updateEntry(tenant.id, id, changes);
      if (!found) throw new HttpError(404, t('liveblog.unknownEntry'));
      const item = await loadItem(liveblogs, tenant, id);
      if (item === null) throw new HttpError(404, t('liveblog.unknownEntry'));
      await publishEntry({ app, tenant, excludeSocketId: senderSocketId(request) }, 'updated', item);
      return { data: item, metaData: { message: t('liveblog.entryUpdated') } };
    },
  );
};
