import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { toLoginOutcome, type LoginOutcome } from '../../../lib/login-answer';
import type { VerifyEmailInput } from './verify-email';

function verifyNewEmailKey({ userId, hash }: VerifyEmailInput) {
  return `/api/v2/new-email/verify/${encodeURIComponent(userId)}/${encodeURIComponent(hash)}`;
}

/**
 * ACC-05: confirms a changed address from the link mailed to it; the pending address becomes the
 * account's and the answer is a login. 401 for a bad, used or expired link; 422 when the address was
 * taken meanwhile.
 */
async function verifyNewEmail(client: ApiClient, input: VerifyEmailInput): Promise<LoginOutcome> {
  return toLoginOutcome(
    await client.request(
      `/api/v2/new-email/verify/${encodeURIComponent(input.userId)}/${encodeURIComponent(input.hash)}`,
      { method: 'POST' },
    ),
  );
}

export function useVerifyNewEmail(input: VerifyEmailInput) {
  const client = useApiClient();
  return useSWRMutation(verifyNewEmailKey(input), () => verifyNewEmail(client, input));
}
