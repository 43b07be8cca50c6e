import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { forumPageKeyName } from './list-forum-page';
import { forumSidebarKeyName } from './list-forum-sidebar';

/** DELETE /api/v2/forum/topics/{id} (managers): the topic and its comments go. */
async function deleteTopic(client: ApiClient, id: number): Promise<void> {
  await client.request(`/api/v2/forum/topics/${id}`, { method: 'DELETE' });
}

/** The cached list and sidebar pages: a deleted topic must not show there when the fan lands on /forum. */
const isListKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === forumPageKeyName || key[0] === forumSidebarKeyName);

/** Deletes a topic and drops the cached list and sidebar pages, which are fetched again when shown. */
export function useDeleteTopic() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number): Promise<void> => {
      await deleteTopic(client, id);
      await mutate(isListKey, undefined, { revalidate: false });
    },
    [client, mutate],
  );
}
