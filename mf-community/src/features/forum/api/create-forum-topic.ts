import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { forumTopicSchema, type ForumTopic } from './forum-topic-schema';

/**
 * POST /api/v2/forum/topics: 201 with the topic and its first post, or 200 with the topic a retry of the
 * same `client_key` made. 422 per field (`title`, `content`), 403 for a fan who may not post, 429 over
 * the posting limit.
 */
export const createForumTopicResponseSchema = z.object({
  data: forumTopicSchema,
  metaData: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type CreateForumTopicFollowsTheApi = AcceptsApi<
  z.input<typeof createForumTopicResponseSchema>,
  ApiResponse<'/api/v2/forum/topics', 'post', 201> | ApiResponse<'/api/v2/forum/topics', 'post', 200>
>;

export interface NewForumTopic {
  title: string;
  /** The first post: a comment, under the comments' rules. */
  content: string;
  /** One per draft, sent again on a retry, so a retry never makes a second topic. */
  clientKey: string;
}

export async function createForumTopic(client: ApiClient, topic: NewForumTopic): Promise<ForumTopic> {
  const response = await client.request('/api/v2/forum/topics', createForumTopicResponseSchema, {
    method: 'POST',
    body: { title: topic.title, content: topic.content, client_key: topic.clientKey },
  });
  return response.data;
}
