import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { Notifier } from '../notifications/notifier';
import type { CommentPages } from './comment-pages';
import { likeStateSchema } from './comment-likes';
import { commentIdParams, tenantQuery } from './comment-requests';
import type { CommentWrites } from './comment-writes';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface LikeChangeDeps {
  commentWrites: CommentWrites;
  pages: CommentPages;
  notifier: Notifier;
}

/**
 * What a like and its taking back share (CMT-05): someone else's visible comment only, idempotent, the
 * author's like notification made, renewed or removed in the same transaction and pushed after it.
 * `liked` is the state the request asks for: POST sets it, DELETE clears it.
 */
export function registerLikeChange(
  app: ZodApp,
  { commentWrites, pages, notifier }: LikeChangeDeps,
  liked: boolean,
  summary: string,
) {
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
      const changed = await commentWrites.changeLike({
        tenantId: tenant.id,
        commentId: request.params.id,
        userId: user.id,
        liked,
      });
      if ('refused' in changed) {
        throw changed.refused === 'own'
          ? new HttpError(422, t('comments.likeOwn'))
          : new HttpError(404, t('comments.unknownComment'));
      }
      const { likesCount, pushes, ref } = changed;
      pages.forget(tenant.id, ref);
      await notifier.publish(tenant, pushes);
      return { data: { likes_count: likesCount, is_liked_by_me: liked } };
    },
  });
}
