import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, useSession, useTenant, type ApiClient } from '@tribune/shared';
import { headlineTestsKey } from './list-headline-tests';

/**
 * POST /api/v2/editor/headline-tests/{articleId}/end {winner} (AB-01, editors): the winning headline
 * becomes the title and the test stops. Answers the new title.
 */
async function endHeadlineTest(client: ApiClient, input: { articleId: number; winner: 'a' | 'b' }): Promise<string> {
  const response = await client.request(`/api/v2/editor/headline-tests/${input.articleId}/end`, {
    method: 'POST',
    body: { winner: input.winner },
  });
  return response.data.title;
}

/** Ends a test; the readout is asked for again (not awaited), so the ended test leaves it. */
export function useEndHeadlineTest() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: { articleId: number; winner: 'a' | 'b' }) => {
      const title = await endHeadlineTest(client, input);
      if (userId !== null) void mutate(headlineTestsKey(tenantId, userId));
      return title;
    },
    [client, tenantId, userId, mutate],
  );
}
