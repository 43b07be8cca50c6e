import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, useTenant, type AcceptsApi, type ApiClient, type ApiMethod } from '@tribune/shared';
import { smartBarKey } from './get-smart-bar';

/** The call exists in the API's contract (its answer, a 204, has no body). */
type _DeleteSmartBarIsInTheApi = AcceptsApi<ApiMethod<'/api/v2/editor/smart-bar'>, 'delete'>;

/** DELETE /api/v2/editor/smart-bar (SB-01, editors): the site shows no bar until an editor sets one. */
async function deleteSmartBar(client: ApiClient): Promise<void> {
  await client.send('/api/v2/editor/smart-bar', { method: 'DELETE' });
}

/** Removes the bar; this page's own bar (the site-wide slot) goes at once. */
export function useDeleteSmartBar() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await deleteSmartBar(client);
    await mutate(smartBarKey(tenantId), null, false);
  }, [client, tenantId, mutate]);
}
