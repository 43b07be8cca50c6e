import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { commentSchema, type Comment } from './comment-schema';

/** PATCH /api/v2/comments/{id} {new_comment} (CMT-04): the edited comment. */
export const editCommentResponseSchema = z.object({ data: commentSchema });
export type EditCommentFollowsTheApi = AcceptsApi<
  z.input<typeof editCommentResponseSchema>,
  ApiResponse<'/api/v2/comments/{id}', 'patch'>
>;

export async function editComment(client: ApiClient, id: number, text: string): Promise<Comment> {
  const response = await client.request(`/api/v2/comments/${id}`, editCommentResponseSchema, {
    method: 'PATCH',
    body: { new_comment: text },
  });
  return response.data;
}
