import useSWRMutation from 'swr/mutation';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';

const deleteAccountSchema = z.object({
  data: z.null(),
  metaData: z.optional(z.object({ message: z.optional(z.string()) })),
});

export const deleteAccountKey = '/api/v2/user/profile';

/**
 * ACC-15: deletes the account for good (docs/decisions/0005-account-deletion.md). The e-mail address is
 * the confirmation; a wrong one is a 422 under `email`.
 */
export async function deleteAccount(client: ApiClient, email: string): Promise<string | null> {
  const answer = await client.request(deleteAccountKey, deleteAccountSchema, {
    method: 'POST',
    body: { _method: 'DELETE', email },
  });
  return answer.metaData?.message ?? null;
}

export function useDeleteAccount() {
  const client = useApiClient();
  return useSWRMutation(deleteAccountKey, (_key: string, { arg }: { arg: string }) => deleteAccount(client, arg));
}
