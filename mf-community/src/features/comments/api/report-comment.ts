import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';

/** PATCH /api/v2/comments/{id}/report (CMT-06): `{data: null, metaData: {message}}`, the same answer again. */
export const reportCommentResponseSchema = z.object({
  metaData: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type ReportCommentFollowsTheApi = AcceptsApi<
  z.input<typeof reportCommentResponseSchema>,
  ApiResponse<'/api/v2/comments/{id}/report', 'patch'>
>;

/** Returns the server's confirmation text, when it sent one. */
export async function reportComment(client: ApiClient, id: number): Promise<string | null> {
  const response = await client.request(`/api/v2/comments/${id}/report`, reportCommentResponseSchema, {
    method: 'PATCH',
  });
  return response.metaData?.message ?? null;
}
