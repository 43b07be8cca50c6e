import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';
import type { LayoutMode, LayoutSettings } from '../lib/layout-settings';

const updateLayoutKey = '/api/v2/user/update-user-layout';

/**
 * ACC-09: stores one layout choice on the account; the answer, typed by the API contract (decision
 * 0058), is the account's layout as it now is.
 */
async function updateLayout(client: ApiClient, mode: LayoutMode): Promise<LayoutSettings> {
  const { data } = await client.request(updateLayoutKey, {
    method: 'POST',
    body: { mode },
  });
  return data.settings;
}

export function useUpdateLayout() {
  const client = useApiClient();
  return useSWRMutation(updateLayoutKey, (_key: string, { arg }: { arg: LayoutMode }) => updateLayout(client, arg));
}
