import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { toLoginOutcome, type LoginOutcome } from '../../../lib/login-answer';

export interface VerifyEmailInput {
  userId: string;
  hash: string;
}

function verifyEmailKey({ userId, hash }: VerifyEmailInput) {
  return `/api/v2/email/verify/${encodeURIComponent(userId)}/${encodeURIComponent(hash)}`;
}

/** ACC-04: confirms the address from the e-mailed link; the answer is a login (with ACC-18's notice). */
async function verifyEmail(client: ApiClient, input: VerifyEmailInput): Promise<LoginOutcome> {
  return toLoginOutcome(
    await client.request(`/api/v2/email/verify/${encodeURIComponent(input.userId)}/${encodeURIComponent(input.hash)}`, {
      method: 'POST',
    }),
  );
}

export function useVerifyEmail(input: VerifyEmailInput) {
  const client = useApiClient();
  return useSWRMutation(verifyEmailKey(input), () => verifyEmail(client, input));
}
