import useSWRMutation from 'swr/mutation';
import type { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { loginAnswerSchema, toLoginOutcome, type LoginOutcome } from '../../../lib/login-answer';
import type { VerifyEmailInput } from './verify-email';

// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _VerifyNewEmailAnswerFollowsTheApi = AcceptsApi<
  z.input<typeof loginAnswerSchema>,
  ApiResponse<'/api/v2/new-email/verify/{user_id}/{hash}', 'post'>
>;

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
      loginAnswerSchema,
      { method: 'POST' },
    ),
  );
}

export function useVerifyNewEmail(input: VerifyEmailInput) {
  const client = useApiClient();
  return useSWRMutation(verifyNewEmailKey(input), () => verifyNewEmail(client, input));
}
