import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { forumTopicSchema, type ForumTopic } from './forum-topic-schema';

/** PATCH /api/v2/forum/topics/{id} (managers): 200 with the topic as it is now. */
export const updateForumTopicResponseSchema = z.object({ data: forumTopicSchema });
export type UpdateForumTopicFollowsTheApi = AcceptsApi<
  z.input<typeof updateForumTopicResponseSchema>,
  ApiResponse<'/api/v2/forum/topics/{id}', 'patch'>
>;

/** What a manager changes: one of the two at a time from the page, both allowed by the API. */
export type ForumTopicChange = { pinned: boolean } | { closed: boolean };

export async function updateForumTopic(client: ApiClient, id: number, change: ForumTopicChange): Promise<ForumTopic> {
  const response = await client.request(`/api/v2/forum/topics/${id}`, updateForumTopicResponseSchema, {
    method: 'PATCH',
    body: change,
  });
  return response.data;
}
