import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';

/** POST (like) and DELETE (unlike) /api/v2/comments/{id}/like (CMT-05); both idempotent. */
export const likeCommentResponseSchema = z.object({
  data: z.object({ likes_count: z.number(), is_liked_by_me: z.boolean() }),
});
export type LikeCommentFollowsTheApi = AcceptsApi<
  z.input<typeof likeCommentResponseSchema>,
  ApiResponse<'/api/v2/comments/{id}/like', 'post'> | ApiResponse<'/api/v2/comments/{id}/like', 'delete'>
>;

export type LikeState = z.infer<typeof likeCommentResponseSchema>['data'];

export async function setCommentLike(client: ApiClient, id: number, like: boolean): Promise<LikeState> {
  const response = await client.request(`/api/v2/comments/${id}/like`, likeCommentResponseSchema, {
    method: like ? 'POST' : 'DELETE',
  });
  return response.data;
}
