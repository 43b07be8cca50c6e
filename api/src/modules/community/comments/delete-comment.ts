import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { isManager } from '../../../lib/permissions';
import type { Notifier } from '../notifications/notifier';
import { comments } from '../schema';
import { commentIdParams, publishCommentEvent, tenantQuery } from './comment-requests';
import type { CommentPages } from './comment-pages';
import type { CommentThreads } from './comment-threads';
import { isShownTo } from './comment-view';
import { commentForUpdate, logModeration, refOf, resolveReports } from './comment-writes';

/**
 * DELETE /api/v2/comments/{id} (CMT-04): a soft delete. The row stays with its text cleared and status
 * `deleted`, so its replies keep their thread (a tombstone while it has any); its notifications go, its
 * open reports are resolved, and a manager's delete of someone else's comment is logged.
 */
export const deleteCommentRoute: FastifyPluginAsyncZod<{
  threads: CommentThreads;
  pages: CommentPages;
  notifier: Notifier;
}> = async (app, { threads, pages, notifier }) => {
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
      const { ref, pushes, count } = await app.db.transaction(async (tx) => {
        const comment = await commentForUpdate(tx, tenant.id, request.params.id);
        if (comment === undefined || comment.status === 'deleted' || !isShownTo(comment, asker)) {
          throw new HttpError(404, t('comments.unknownComment'));
        }
        const own = comment.userId === user.id;
        if (!own && !asker.manager) throw new HttpError(403, t('comments.ownOnly'));
        await tx
          .update(comments)
          .set({ status: 'deleted', content: '', updatedAt: sql`now()` })
          .where(eq(comments.id, comment.id));
        await resolveReports(tx, tenant.id, comment.id);
        if (!own) {
          await logModeration(tx, {
            tenantId: tenant.id,
            commentId: comment.id,
            actor: user,
            action: 'delete',
            detail: { before: comment.content, status_before: comment.status, status_after: 'deleted' },
          });
        }
        const removed = await notifier.onCommentsRemoved(tx, { tenantId: tenant.id, commentIds: [comment.id] });
        const ref = refOf(comment);
        return { ref, pushes: removed, count: await threads.visibleCount(tenant.id, ref, tx) };
      });
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
