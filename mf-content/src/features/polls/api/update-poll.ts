import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { pollKey, usePollViewer } from './get-poll';
import type { EditorPoll } from './poll-schema';

/** PATCH /api/v2/polls/{id} (editors): closes a poll, or opens it again. */
async function updatePoll(client: ApiClient, input: { pollId: number; isClosed: boolean }): Promise<EditorPoll> {
  const response = await client.request(`/api/v2/polls/${input.pollId}`, {
    method: 'PATCH',
    body: { is_closed: input.isClosed },
  });
  return response.data;
}

/**
 * Closes or opens the poll, then asks for it again rather than taking it from the answer: the editor's
 * own vote (my_answer) is the show's.
 */
export function useUpdatePoll(pollId: number) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const viewer = usePollViewer();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (isClosed: boolean) => {
      const updated = await updatePoll(client, { pollId, isClosed });
      await mutate(pollKey(tenantId, pollId, viewer));
      return updated;
    },
    [client, tenantId, pollId, viewer, mutate],
  );
}
