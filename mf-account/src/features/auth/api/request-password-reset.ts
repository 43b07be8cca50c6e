import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';

const requestPasswordResetKey = '/api/front/v1/password/email';

/**
 * ACC-07: asks for a password-reset link. The answer's body is not specified, so only its status counts;
 * the form shows its own confirmation, in the page's language.
 */
async function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  await client.send(requestPasswordResetKey, { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  const client = useApiClient();
  return useSWRMutation(requestPasswordResetKey, (_key: string, { arg }: { arg: string }) =>
    requestPasswordReset(client, arg),
  );
}
