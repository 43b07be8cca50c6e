import useSWRMutation from 'swr/mutation';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

const deleteAvatarSchema = z.object({ data: z.object({ alert: z.string(), profile_image: z.null() }) });

export const deleteAvatarKey = '/api/v1/user/profile/avatar';
export type DeleteAvatarFollowsTheApi = AcceptsApi<
  z.input<typeof deleteAvatarSchema>,
  ApiResponse<typeof deleteAvatarKey, 'post'> | ApiResponse<typeof deleteAvatarKey, 'delete'>
>;

/** ACC-14: removes the avatar; the answer's `alert` is the text to show. */
export async function deleteAvatar(client: ApiClient): Promise<string> {
  const { data } = await client.request(deleteAvatarKey, deleteAvatarSchema, {
    method: 'POST',
    body: { _method: 'DELETE' },
  });
  return data.alert;
}

export function useDeleteAvatar() {
  const client = useApiClient();
  return useSWRMutation(deleteAvatarKey, () => deleteAvatar(client));
}
