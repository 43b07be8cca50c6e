import useSWRMutation from 'swr/mutation';
import type { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { loginAnswerSchema, toLoginOutcome, type LoginOutcome } from '../../../lib/login-answer';

export interface VerifyEmailInput {
  userId: string;
  hash: string;
}

export type VerifyEmailAnswerFollowsTheApi = AcceptsApi<
  z.input<typeof loginAnswerSchema>,
  ApiResponse<'/api/v2/email/verify/{user_id}/{hash}', 'post'>
>;

export function verifyEmailKey({ userId, hash }: VerifyEmailInput) {
  return `/api/v2/email/verify/${encodeURIComponent(userId)}/${encodeURIComponent(hash)}`;
}

/** ACC-04: confirms the address from the e-mailed link; the answer is a login (with ACC-18's notice). */
export async function verifyEmail(client: ApiClient, input: VerifyEmailInput): Promise<LoginOutcome> {
  return toLoginOutcome(await client.request(verifyEmailKey(input), loginAnswerSchema, { method: 'POST' }));
}

export function useVerifyEmail(input: VerifyEmailInput) {
  const client = useApiClient();
  return useSWRMutation(verifyEmailKey(input), () => verifyEmail(client, input));
}
