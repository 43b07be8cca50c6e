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
 * POST /api/v2/liveblog/{liveblog_id}/entries (LB-01, editors): posts an entry, pinned or not. Every open
 * page of the article gets it as `created` (its place: on top when pinned, after the pinned ones when
 * not) and flashes it.
 */
export const postEntryRoute: FastifyPluginAsyncZod<{ liveblogs: LiveblogRepository }> = async (app, { liveblogs }) => {
  app.post(
    '/api/v2/liveblog/:liveblog_id/entries',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Post a live blog entry (editors)',
        security: [{ bearerAuth: [] }],
        params: z.object({ liveblog_id: idValue }),
        querystring: tenantQuery,
        body: z.object({
          body: entryBodyField,
          is_pinned: z.boolean().optional().describe('Pinned entries come first (default false)'),
        }),
        response: {
          201: z.object({ data: liveblogItemSchema, metaData: z.object({ message: z.string() }) }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const t = request.t.bind(request);
      const liveblog = await liveblogs.byId(tenant.id, request.params.liveblog_id);
      if (liveblog === null) throw new HttpError(404, t('liveblog.unknownLiveblog'));
      const problems = createFieldErrors();
      const body = checkEntryBody(request.body.body, t, problems);
      problems.throwIfAny(t('error.validationFailed'));

      const id = await liveblogs.insertEntry({
        tenantId: tenant.id,
        liveblogId: liveblog.id,
        body,
        isPinned: request.body.is_pinned ?? false,
        authorUserId: user.id,
      });
      const item = await loadItem(liveblogs, tenant, id);
      if (item === null) throw new HttpError(404, t('liveblog.unknownEntry'));
      await publishEntry({ app, tenant, excludeSocketId: senderSocketId(request) }, 'created', item);
      reply.code(201);
      return { data: item, metaData: { message: t('liveblog.posted') } };
    },
  );
};
