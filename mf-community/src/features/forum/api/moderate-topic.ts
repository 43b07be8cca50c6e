import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import type { ForumTopic } from './forum-topic-schema';
import { forumTopicKeyName } from './get-topic';

/** What a manager changes: one of the two at a time from the page, both allowed by the API. */
export type ForumTopicChange = { pinned: boolean } | { closed: boolean };

/** PATCH /api/v2/forum/topics/{id} (managers): 200 with the topic as it is now. */
async function moderateTopic(client: ApiClient, id: number, change: ForumTopicChange): Promise<ForumTopic> {
  const response = await client.request(`/api/v2/forum/topics/${id}`, {
    method: 'PATCH',
    body: change,
  });
  return response.data;
}

/** The cached copies of this topic, whoever it was fetched for (the key holds the viewer). */
const isTopicKey = (id: number) => (key: unknown) =>
  Array.isArray(key) && key[0] === forumTopicKeyName && key[1] === String(id);

/** Pins, unpins, closes or reopens a topic; every cached copy of it then shows the change. */
export function useModerateTopic() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, change: ForumTopicChange): Promise<ForumTopic> => {
      const updated = await moderateTopic(client, id, change);
      await mutate(isTopicKey(id), updated, { revalidate: false });
      return updated;
    },
    [client, mutate],
  );
}
