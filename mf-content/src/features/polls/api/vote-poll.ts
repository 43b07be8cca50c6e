import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError, useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { pollKey, usePollViewer } from './get-poll';
import type { Poll } from './poll-schema';

/**
 * POST /api/front/v1/poll/{id}/vote {poll_id, answer_id} (POL-01): one vote per account, or for a guest
 * per visitor cookie the API issued (SEC-04, decision 0048). Answers the poll with the new counts. A
 * guest whose browser had no such cookie yet (the poll came with the server's page) gets a 428 that
 * sets it: the vote is sent once more, now with the cookie.
 */
async function votePoll(client: ApiClient, input: { pollId: number; answerId: number }): Promise<Poll> {
  const send = () =>
    client.request(`/api/front/v1/poll/${input.pollId}/vote`, {
      method: 'POST',
      body: { poll_id: input.pollId, answer_id: input.answerId },
    });
  try {
    return (await send()).data;
  } catch (error) {
    if (!isApiError(error, 428)) throw error;
    return (await send()).data;
  }
}

/** Votes; the viewer's poll shows the answer's counts at once (the API answered them: no new fetch). */
export function useVotePoll(pollId: number) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const viewer = usePollViewer();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (answerId: number) => {
      const voted = await votePoll(client, { pollId, answerId });
      await mutate(pollKey(tenantId, pollId, viewer), voted, { revalidate: false });
      return voted;
    },
    [client, tenantId, pollId, viewer, mutate],
  );
}
