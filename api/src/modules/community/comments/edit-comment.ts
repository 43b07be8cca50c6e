import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { fieldError } from '../../../lib/field-errors';
import { isManager } from '../../../lib/permissions';
import { commentText } from './comment-content';
import { commentIdParams, publishCommentEvent, tenantQuery } from './comment-requests';
import type { CommentPages } from './comment-pages';
import type { CommentThreads } from './comment-threads';
import { commentSchema } from './comment-view';
import type { CommentWrites } from './comment-writes';

/**
 * PATCH /api/v2/comments/{id} {new_comment} (CMT-04): the author changes their comment, or a manager
 * anyone's; a manager's change of someone else's comment goes to the moderation log with the text
 * before and after. The same text rules as posting, under `new_comment`.
 */
export const editCommentRoute: FastifyPluginAsyncZod<{
  commentWrites: CommentWrites;
  threads: CommentThreads;
  pages: CommentPages;
}> = async (app, { commentWrites, threads, pages }) => {
  app.patch(
    '/api/v2/comments/:id',
    {
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Community'],
        summary: 'Change a comment',
        security: [{ bearerAuth: [] }],
        params: commentIdParams,
        querystring: tenantQuery,
        body: z.object({ new_comment: z.string().describe('Plain text, at most 5,000 characters') }),
        response: {
          200: z.object({ data: commentSchema }),
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
      const { user } = await request.requireUser();
      const t = request.t.bind(request);
      const asker = { userId: user.id, manager: isManager(user.role, user.isAdmin) };
      const content = commentText(request.body.new_comment, 'new_comment', t);
      const edited = await commentWrites.edit({
        tenantId: tenant.id,
        commentId: request.params.id,
        actor: user,
        asker,
        content,
      });
      if ('refused' in edited) {
        switch (edited.refused) {
          case 'unknownComment':
            throw new HttpError(404, t('comments.unknownComment'));
          case 'ownOnly':
            throw new HttpError(403, t('comments.ownOnly'));
          case 'double':
            throw fieldError('new_comment', t('comments.duplicate'));
        }
      }
      const { ref } = edited;
      pages.forget(tenant.id, ref);
      await publishCommentEvent(app, request, tenant, ref, 'CommentUpdated', { id: request.params.id });
      const view = await threads.one(tenant.id, request.params.id, asker, t('community.deletedUser'));
      if (view === null) throw new HttpError(404, t('comments.unknownComment'));
      return { data: view };
    },
  );
};
