import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { Notifier } from '../notifications/notifier';
import type { CommentPages } from './comment-pages';
import { addLike, likeStateSchema, removeLike } from './comment-likes';
import { commentIdParams, tenantQuery } from './comment-requests';
import { commentForUpdate, refOf } from './comment-writes';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface LikeChangeDeps {
  pages: CommentPages;
  notifier: Notifier;
}

/**
 * What a like and its taking back share (CMT-05): someone else's visible comment only, idempotent, the
 * author's like notification made, renewed or removed in the same transaction and pushed after it.
 * `liked` is the state the request asks for: POST sets it, DELETE clears it.
 */
export function registerLikeChange(app: ZodApp, { pages, notifier }: LikeChangeDeps, liked: boolean, summary: string) {
  app.route({
    method: liked ? 'POST' : 'DELETE',
    url: '/api/v2/comments/:id/like',
    config: { leavesAccountsUnchanged: true },
    preValidation: async (request) => {
      await request.requireUser();
    },
    schema: {
      tags: ['Community'],
      summary,
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
    handler: async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const t = request.t.bind(request);
      const { likesCount, pushes, ref } = await app.db.transaction(async (tx) => {
        const comment = await commentForUpdate(tx, tenant.id, request.params.id);
        if (comment === undefined || comment.status !== 'visible') {
          throw new HttpError(404, t('comments.unknownComment'));
        }
        if (comment.userId === user.id) throw new HttpError(422, t('comments.likeOwn'));
        const input = { tenantId: tenant.id, commentId: comment.id, likerId: user.id };
        const like = liked
          ? await addLike(tx, tenant.id, comment.id, user.id)
          : await removeLike(tx, tenant.id, comment.id, user.id);
        const made = !like.changed
          ? []
          : liked
            ? await notifier.onLiked(tx, input)
            : await notifier.onUnliked(tx, input);
        return { likesCount: like.likesCount, pushes: made, ref: refOf(comment) };
      });
      pages.forget(tenant.id, ref);
      await notifier.publish(tenant, pushes);
      return { data: { likes_count: likesCount, is_liked_by_me: liked } };
    },
  });
}
