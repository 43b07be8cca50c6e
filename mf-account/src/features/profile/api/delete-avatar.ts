import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { meAsResourceKey } from './get-me';
import type { OwnData } from './own-data-schema';

const deleteAvatarKey = '/api/v1/user/profile/avatar';

/**
 * ACC-14: removes the avatar (a POST with the spec's method override); the answer's `alert` is the text
 * to show (the answer is typed by the API contract, decision 0058).
 */
async function deleteAvatar(client: ApiClient): Promise<string> {
  const { data } = await client.request(deleteAvatarKey, {
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
