import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type LikeChangeDeps, registerLikeChange } from './change-like';

/**
 * DELETE /api/v2/comments/{id}/like (CMT-05): takes a like back; unliking again changes nothing. The
 * author's like notification is renewed with the latest remaining liker, or removed, in the same
 * transaction.
 */
export const unlikeCommentRoute: FastifyPluginAsyncZod<LikeChangeDeps> = async (app, deps) => {
  registerLikeChange(app, deps, false, 'Take a like back');
};
