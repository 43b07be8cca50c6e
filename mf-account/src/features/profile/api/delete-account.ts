import useSWRMutation from 'swr/mutation';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

const deleteAccountSchema = z.object({
  data: z.null(),
  /** What to tell the user the account is gone. */
  metaData: z.object({ message: z.string() }),
});

const deleteAccountKey = '/api/v2/user/profile';
/** Sent as a POST with the spec's method override; the real DELETE answers the same. */
type _DeleteAccountFollowsTheApi = AcceptsApi<
  z.input<typeof deleteAccountSchema>,
  ApiResponse<typeof deleteAccountKey, 'post'> | ApiResponse<typeof deleteAccountKey, 'delete'>
>;

/**
 * ACC-15: deletes the account for good (docs/decisions/0005-account-deletion.md). The e-mail address is
 * the confirmation; a wrong one is a 422 under `email`.
 */
async function deleteAccount(client: ApiClient, email: string): Promise<string> {
  const answer = await client.request(deleteAccountKey, deleteAccountSchema, {
    method: 'POST',
    body: { _method: 'DELETE', email },
  });
  return answer.metaData.message;
}

export function useDeleteAccount() {
  const client = useApiClient();
  return useSWRMutation(deleteAccountKey, (_key: string, { arg }: { arg: string }) => deleteAccount(client, arg));
}
