import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { commentIdParams, publishCommentEvent, tenantQuery } from '../comments/comment-requests';
import type { CommentPages } from '../comments/comment-pages';
import type { CommentThreads } from '../comments/comment-threads';
import { commentSchema } from '../comments/comment-view';
import { commentForUpdate, logModeration, refOf, resolveReports } from '../comments/comment-writes';
import type { NotificationPush, Notifier } from '../notifications/notifier';
import { comments } from '../schema';
import { requireManager } from './require-manager';

const actions = ['hide', 'unhide', 'dismiss'] as const;

/**
 * PATCH /api/v2/moderation/comments/{id}/{hide|unhide|dismiss} (managers, CMT-07): hides a comment
 * (only managers and its author still see it; its notifications go), shows it again, or dismisses its
 * reports. Every action resolves the open reports and is logged with the manager and the time.
 */
export const moderateCommentRoute: FastifyPluginAsyncZod<{
  threads: CommentThreads;
  pages: CommentPages;
  notifier: Notifier;
}> = async (app, { threads, pages, notifier }) => {
  app.patch(
    '/api/v2/moderation/comments/:id/:action',
    {
      preValidation: async (request) => {
        await requireManager(request);
      },
      schema: {
        tags: ['Community'],
        summary: 'Hide, show again or dismiss the reports of a comment (moderators)',
        security: [{ bearerAuth: [] }],
        params: commentIdParams.extend({ action: z.enum(actions) }),
        querystring: tenantQuery,
        response: {
          200: z.object({ data: commentSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const manager = await requireManager(request);
      const { id, action } = request.params;
      const t = request.t.bind(request);
      const { ref, pushes, changed } = await app.db.transaction(async (tx) => {
        const comment = await commentForUpdate(tx, tenant.id, id);
        if (comment === undefined || comment.status === 'deleted') {
          throw new HttpError(404, t('comments.unknownComment'));
        }
        const status = action === 'hide' ? 'hidden' : action === 'unhide' ? 'visible' : comment.status;
        if (status !== comment.status) {
          await tx
            .update(comments)
            .set({ status, updatedAt: sql`now()` })
            .where(eq(comments.id, comment.id));
        }
        await resolveReports(tx, tenant.id, comment.id);
        await logModeration(tx, {
          tenantId: tenant.id,
          commentId: comment.id,
          actor: manager,
          action,
          detail: { status_before: comment.status, status_after: status },
        });
        const removed: NotificationPush[] =
          action === 'hide' && comment.status !== 'hidden'
            ? await notifier.onCommentsRemoved(tx, { tenantId: tenant.id, commentIds: [comment.id] })
            : [];
        return { ref: refOf(comment), pushes: removed, changed: status !== comment.status };
      });
      // Its reports are resolved whatever the action: a manager's list shows reports_count.
      pages.forget(tenant.id, ref);
      if (changed) await publishCommentEvent(app, request, tenant, ref, 'CommentUpdated', { id });
      await notifier.publish(tenant, pushes);
      const view = await threads.one(tenant.id, id, { userId: manager.id, manager: true }, t('community.deletedUser'));
      if (view === null) throw new HttpError(404, t('comments.unknownComment'));
      return { data: view };
    },
  );
};
