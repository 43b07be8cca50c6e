import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';

/** DELETE /api/v2/forum/topics/{id} (managers): the topic and its comments go. */
export const deleteForumTopicResponseSchema = z.object({
  data: z.null(),
  metaData: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type DeleteForumTopicFollowsTheApi = AcceptsApi<
  z.input<typeof deleteForumTopicResponseSchema>,
  ApiResponse<'/api/v2/forum/topics/{id}', 'delete'>
>;

export async function deleteForumTopic(client: ApiClient, id: number): Promise<void> {
  await client.request(`/api/v2/forum/topics/${id}`, deleteForumTopicResponseSchema, { method: 'DELETE' });
}
