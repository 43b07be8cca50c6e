import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';

const deleteAccountKey = '/api/v2/user/profile';

/**
 * ACC-15: deletes the account for good (docs/decisions/0005-account-deletion.md). The e-mail address is
 * the confirmation; a wrong one is a 422 under `email`. Sent as a POST with the spec's method override
 * (the real DELETE answers the same); the answer, typed by the API contract (decision 0058), carries in
 * metaData.message what to tell the user the account is gone.
 */
async function deleteAccount(client: ApiClient, email: string): Promise<string> {
  const answer = await client.request(deleteAccountKey, {
    method: 'POST',
    body: { _method: 'DELETE', email },
  });
  return answer.metaData.message;
}

export function useDeleteAccount() {
  const client = useApiClient();
  return useSWRMutation(deleteAccountKey, (_key: string, { arg }: { arg: string }) => deleteAccount(client, arg));
}
