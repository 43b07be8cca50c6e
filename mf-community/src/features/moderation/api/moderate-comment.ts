import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { moderatedCommentSchema, type ModeratedComment, type ModerationAction } from './moderation-schemas';

/** PATCH /api/v2/moderation/comments/{id}/{action} answers the comment as it now is. */
export const moderateCommentResponseSchema = z.object({ data: moderatedCommentSchema });
export type ModerateCommentFollowsTheApi = AcceptsApi<
  z.input<typeof moderateCommentResponseSchema>,
  ApiResponse<'/api/v2/moderation/comments/{id}/{action}', 'patch'>
>;

/** Hides, unhides or keeps (dismiss) a reported comment; its open reports are resolved and it is logged. */
export async function moderateComment(
  client: ApiClient,
  commentId: number,
  action: ModerationAction,
): Promise<ModeratedComment> {
  const response = await client.request(
    `/api/v2/moderation/comments/${commentId}/${action}`,
    moderateCommentResponseSchema,
    { method: 'PATCH' },
  );
  return response.data;
}
