import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { meAsResourceKey } from './get-me';
import type { OwnData } from './own-data-schema';

const deleteAvatarSchema = z.object({ data: z.object({ alert: z.string(), profile_image: z.null() }) });

const deleteAvatarKey = '/api/v1/user/profile/avatar';
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _DeleteAvatarFollowsTheApi = AcceptsApi<
  z.input<typeof deleteAvatarSchema>,
  ApiResponse<typeof deleteAvatarKey, 'post'> | ApiResponse<typeof deleteAvatarKey, 'delete'>
>;

/** ACC-14: removes the avatar; the answer's `alert` is the text to show. */
async function deleteAvatar(client: ApiClient): Promise<string> {
  const { data } = await client.request(deleteAvatarKey, deleteAvatarSchema, {
    method: 'POST',
    body: { _method: 'DELETE' },
  });
  return data.alert;
}

/** Removes the avatar of the user `userId`; their own data (me-as-resource) shows none at once. */
export function useDeleteAvatar(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(deleteAvatarKey, async () => {
    const alert = await deleteAvatar(client);
    void mutate(
      meAsResourceKey(userId),
      (current: OwnData | undefined) => (current ? { ...current, profile_image: null } : current),
      { revalidate: false },
    );
    return alert;
  });
}
