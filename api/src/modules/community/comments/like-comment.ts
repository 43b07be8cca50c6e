import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type LikeChangeDeps, registerLikeChange } from './change-like';

/**
 * POST /api/v2/comments/{id}/like (CMT-05): likes someone else's visible comment; liking again changes
 * nothing. The author's like notification is made or renewed in the same transaction, pushed after it.
 */
export const likeCommentRoute: FastifyPluginAsyncZod<LikeChangeDeps> = async (app, deps) => {
  registerLikeChange(app, deps, true, 'Like a comment');
};
