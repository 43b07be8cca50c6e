import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { commentSchema, type Comment, type CommentResource } from './comment-schema';

/** POST /api/v2/comments and /api/v2/comments/reply (CMT-03): 201 with the new comment, 200 for a retry. */
export const postCommentResponseSchema = z.object({
  data: commentSchema,
  metaData: z.optional(z.object({ message: z.optional(z.string()), comments_count: z.optional(z.number()) })),
});
export type PostCommentFollowsTheApi = AcceptsApi<
  z.input<typeof postCommentResponseSchema>,
  ApiResponse<'/api/v2/comments', 'post', 201> | ApiResponse<'/api/v2/comments', 'post', 200>
>;
export type PostReplyFollowsTheApi = AcceptsApi<
  z.input<typeof postCommentResponseSchema>,
  ApiResponse<'/api/v2/comments/reply', 'post', 201> | ApiResponse<'/api/v2/comments/reply', 'post', 200>
>;

export interface NewComment {
  resource: CommentResource;
  content: string;
  /** The parent for a reply, null for a top-level comment. */
  replyTo: number | null;
  /**
   * One per draft, sent again when the same draft is retried: the API answers a retry with the comment
   * it already made, never a second one.
   */
  clientKey: string;
}

/** Resource ids are positive integers on the API; the page hands them over as text. */
function resourceIdForApi(id: string): number | string {
  return /^\d{1,15}$/.test(id) ? Number(id) : id;
}

export async function postComment(client: ApiClient, comment: NewComment): Promise<Comment> {
  const response = await client.request(
    comment.replyTo === null ? '/api/v2/comments' : '/api/v2/comments/reply',
    postCommentResponseSchema,
    {
      method: 'POST',
      body: {
        reply_to: comment.replyTo,
        resource_id: resourceIdForApi(comment.resource.id),
        resource_type: comment.resource.type,
        content: comment.content,
        client_key: comment.clientKey,
      },
    },
  );
  return response.data;
}
