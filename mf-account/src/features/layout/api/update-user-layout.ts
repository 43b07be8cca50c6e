import useSWRMutation from 'swr/mutation';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import type { LayoutMode, LayoutSettings } from '../lib/layout-settings';

const updateUserLayoutSchema = z.object({
  data: z.object({
    settings: z.object({ night_mode: z.enum(['0', '1']), text_size: z.enum(['small', 'big']) }),
  }),
});

export const updateUserLayoutKey = '/api/v2/user/update-user-layout';
export type UpdateUserLayoutFollowsTheApi = AcceptsApi<
  z.input<typeof updateUserLayoutSchema>,
  ApiResponse<typeof updateUserLayoutKey, 'post'>
>;

/** ACC-09: stores one layout choice on the account; the answer is the account's layout as it now is. */
export async function updateUserLayout(client: ApiClient, mode: LayoutMode): Promise<LayoutSettings> {
  const { data } = await client.request(updateUserLayoutKey, updateUserLayoutSchema, {
    method: 'POST',
    body: { mode },
  });
  return data.settings;
}

export function useUpdateUserLayout() {
  const client = useApiClient();
  return useSWRMutation(updateUserLayoutKey, (_key: string, { arg }: { arg: LayoutMode }) =>
    updateUserLayout(client, arg),
  );
}
