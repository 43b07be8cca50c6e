import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { isManager } from '../../../lib/permissions';
import type { Notifier } from '../notifications/notifier';
import { commentIdParams, publishCommentEvent, tenantQuery } from './comment-requests';
import type { CommentPages } from './comment-pages';
import type { CommentWrites } from './comment-writes';

/**
 * DELETE /api/v2/comments/{id} (CMT-04): a soft delete. The row stays with its text cleared and status
 * `deleted`, so its replies keep their thread (a tombstone while it has any); its notifications go, its
 * open reports are resolved, and a manager's delete of someone else's comment is logged.
 */
export const deleteCommentRoute: FastifyPluginAsyncZod<{
  commentWrites: CommentWrites;
  pages: CommentPages;
  notifier: Notifier;
}> = async (app, { commentWrites, pages, notifier }) => {
  app.delete(
    '/api/v2/comments/:id',
    {
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Community'],
        summary: 'Delete a comment',
        security: [{ bearerAuth: [] }],
        params: commentIdParams,
        querystring: tenantQuery,
        response: {
          200: z.object({
            data: z.null(),
            metaData: z.object({ message: z.string(), comments_count: z.number().int() }),
          }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const t = request.t.bind(request);
      const asker = { userId: user.id, manager: isManager(user.role, user.isAdmin) };
      const deleted = await commentWrites.delete({
        tenantId: tenant.id,
        commentId: request.params.id,
        actor: user,
        asker,
      });
      if ('refused' in deleted) {
        throw deleted.refused === 'ownOnly'
          ? new HttpError(403, t('comments.ownOnly'))
          : new HttpError(404, t('comments.unknownComment'));
      }
      const { ref, pushes, count } = deleted;
      pages.forget(tenant.id, ref);
      await publishCommentEvent(app, request, tenant, ref, 'CommentDeleted', {
        id: request.params.id,
        comments_count: count,
      });
      await notifier.publish(tenant, pushes);
      return { data: null, metaData: { message: t('comments.deleted'), comments_count: count } };
    },
  );
};
