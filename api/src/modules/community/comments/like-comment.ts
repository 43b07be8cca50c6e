import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { Notifier } from '../notifications/notifier';
import type { CommentPages } from './comment-pages';
import { addLike, likeStateSchema } from './comment-likes';
import { commentIdParams, tenantQuery } from './comment-requests';
import { commentForUpdate, refOf } from './comment-writes';

/**
 * POST /api/v2/comments/{id}/like (CMT-05): likes someone else's visible comment; liking again changes
 * nothing. The author's like notification is made or renewed in the same transaction, pushed after it.
 */
export const likeCommentRoute: FastifyPluginAsyncZod<{ pages: CommentPages; notifier: Notifier }> = async (
  app,
  { pages, notifier },
) => {
  app.post(
    '/api/v2/comments/:id/like',
    {
      config: { leavesAccountsUnchanged: true },
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Community'],
        summary: 'Like a comment',
        security: [{ bearerAuth: [] }],
        params: commentIdParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: likeStateSchema }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const t = request.t.bind(request);
      const { likesCount, pushes, ref } = await app.db.transaction(async (tx) => {
        const comment = await commentForUpdate(tx, tenant.id, request.params.id);
        if (comment === undefined || comment.status !== 'visible') {
          throw new HttpError(404, t('comments.unknownComment'));
        }
        if (comment.userId === user.id) throw new HttpError(422, t('comments.likeOwn'));
        const like = await addLike(tx, tenant.id, comment.id, user.id);
        const made = like.changed
          ? await notifier.onLiked(tx, { tenantId: tenant.id, commentId: comment.id, likerId: user.id })
          : [];
        return { likesCount: like.likesCount, pushes: made, ref: refOf(comment) };
      });
      pages.forget(tenant.id, ref);
      await notifier.publish(tenant, pushes);
      return { data: { likes_count: likesCount, is_liked_by_me: true } };
    },
  );
};
