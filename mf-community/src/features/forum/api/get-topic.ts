import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { forumKeyPrefix, type ForumTopic } from './forum-topic-schema';

/** The first part of this call's SWR keys. */
export const forumTopicKeyName = `${forumKeyPrefix}topic`;

/**
 * Per viewer: `can_moderate` depends on who asks, so a fan who logs in (or a page the server rendered
 * for a guest) gets their own answer.
 */
export function forumTopicKey(id: string, viewer: number | null) {
  return [forumTopicKeyName, id, viewer] as const;
}

/** GET /api/v2/forum/topics/{id}: the topic, or 404 (`This topic does not exist.`). */
async function getTopic(client: ApiClient, id: string): Promise<ForumTopic> {
  const response = await client.request(`/api/v2/forum/topics/${encodeURIComponent(id)}`);
  return response.data;
}

export function useTopic(id: string, viewer: number | null) {
  const client = useApiClient();
  return useSWR(forumTopicKey(id, viewer), () => getTopic(client, id), {
    // A 404 is an answer (the page says the topic does not exist), not a hiccup to retry.
    shouldRetryOnError: false,
    // A fan who logs in keeps the topic (and the comments under it, with what they typed) on screen
    // while their own answer loads.
    keepPreviousData: true,
  });
}
