import useSWRMutation from 'swr/mutation';
import { loginResponseSchema, useApiClient, type ApiClient, type LoginData } from '@tribune/shared';

export interface VerifyEmailInput {
  userId: string;
  hash: string;
}

export function verifyEmailKey({ userId, hash }: VerifyEmailInput) {
  return `/api/v2/email/verify/${encodeURIComponent(userId)}/${encodeURIComponent(hash)}`;
}

/** ACC-04: confirms the address from the e-mailed link; the answer is a login. */
export async function verifyEmail(client: ApiClient, input: VerifyEmailInput): Promise<LoginData> {
  const { data } = await client.request(verifyEmailKey(input), loginResponseSchema, { method: 'POST' });
  return data;
}

export function useVerifyEmail(input: VerifyEmailInput) {
  const client = useApiClient();
  return useSWRMutation(verifyEmailKey(input), () => verifyEmail(client, input));
}
