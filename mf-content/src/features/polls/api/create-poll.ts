import { useCallback } from 'react';
import { useApiClient, type ApiClient } from '@tribune/shared';
import type { EditorPoll } from './poll-schema';

/** POST /api/v2/polls (editors): a new open poll and the markup that embeds it in an article. */
async function createPoll(
  client: ApiClient,
  input: { question: string; answers: readonly string[] },
): Promise<EditorPoll> {
  const response = await client.request('/api/v2/polls', {
    method: 'POST',
    body: { question: input.question, answers: input.answers },
  });
  return response.data;
}

/** Creates a poll; nothing cached holds it yet (the editor lists it by its id). */
export function useCreatePoll() {
  const client = useApiClient();
  return useCallback((input: { question: string; answers: readonly string[] }) => createPoll(client, input), [client]);
}
