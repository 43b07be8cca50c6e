import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { commentIdParams, publishCommentEvent, tenantQuery } from '../comments/comment-requests';
import type { CommentPages } from '../comments/comment-pages';
import type { CommentThreads } from '../comments/comment-threads';
import { commentSchema } from '../comments/comment-view';
import type { CommentWrites } from '../comments/comment-writes';
import type { Notifier } from '../notifications/notifier';
import { requireManager } from './require-manager';

const actions = ['hide', 'unhide', 'dismiss'] as const;

/**
 * PATCH /api/v2/moderation/comments/{id}/{hide|unhide|dismiss} (managers, CMT-07): hides a comment
 * (only managers and its author still see it; its notifications go), shows it again, or dismisses its
 * reports. Every action resolves the open reports and is logged with the manager and the time.
 */
export const moderateCommentRoute: FastifyPluginAsyncZod<{
  commentWrites: CommentWrites;
  threads: CommentThreads;
  pages: CommentPages;
  notifier: Notifier;
}> = async (app, { commentWrites, threads, pages, notifier }) => {
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
      const moderated = await commentWrites.moderate({ tenantId: tenant.id, commentId: id, actor: manager, action });
      if ('refused' in moderated) throw new HttpError(404, t('comments.unknownComment'));
      const { ref, pushes, changed } = moderated;
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
