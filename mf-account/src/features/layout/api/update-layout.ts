import useSWRMutation from 'swr/mutation';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import type { LayoutMode, LayoutSettings } from '../lib/layout-settings';

const updateLayoutSchema = z.object({
  data: z.object({
    settings: z.object({ night_mode: z.enum(['0', '1']), text_size: z.enum(['small', 'big']) }),
  }),
});

const updateLayoutKey = '/api/v2/user/update-user-layout';
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _UpdateLayoutFollowsTheApi = AcceptsApi<
  z.input<typeof updateLayoutSchema>,
  ApiResponse<typeof updateLayoutKey, 'post'>
>;

/** ACC-09: stores one layout choice on the account; the answer is the account's layout as it now is. */
async function updateLayout(client: ApiClient, mode: LayoutMode): Promise<LayoutSettings> {
  const { data } = await client.request(updateLayoutKey, updateLayoutSchema, {
    method: 'POST',
    body: { mode },
  });
  return data.settings;
}

export function useUpdateLayout() {
  const client = useApiClient();
  return useSWRMutation(updateLayoutKey, (_key: string, { arg }: { arg: LayoutMode }) => updateLayout(client, arg));
}
