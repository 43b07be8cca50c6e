import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import type { ForumTopic } from './forum-topic-schema';
import { forumTopicKey } from './get-topic';

interface NewForumTopic {
  title: string;
  /** The first post: a comment, under the comments' rules. */
  content: string;
  /** One per draft, sent again on a retry, so a retry never makes a second topic. */
  clientKey: string;
}

/**
 * POST /api/v2/forum/topics: 201 with the topic and its first post, or 200 with the topic a retry of the
 * same `client_key` made. 422 per field (`title`, `content`), 403 for a fan who may not post, 429 over
 * the posting limit.
 */
async function startTopic(client: ApiClient, topic: NewForumTopic): Promise<ForumTopic> {
  const response = await client.request('/api/v2/forum/topics', {
    method: 'POST',
    body: { title: topic.title, content: topic.content, client_key: topic.clientKey },
  });
  return response.data;
}

/** Starts a topic as `viewer`; its page then opens with it at once (and asks the API again, as any page does). */
export function useStartTopic(viewer: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (topic: NewForumTopic): Promise<ForumTopic> => {
      const started = await startTopic(client, topic);
      void mutate(forumTopicKey(String(started.id), viewer), started, { revalidate: false });
      return started;
    },
    [client, mutate, viewer],
  );
}
