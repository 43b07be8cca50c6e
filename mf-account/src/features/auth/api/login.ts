import useSWRMutation from 'swr/mutation';
import type { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { loginAnswerSchema, toLoginOutcome, type LoginOutcome } from '../../../lib/login-answer';

/** ACC-01: what the login form sends. `login` is the username or the e-mail address. */
interface LoginInput {
  login: string;
  password: string;
}

const loginKey = '/api/v2/login';
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _LoginAnswerFollowsTheApi = AcceptsApi<z.input<typeof loginAnswerSchema>, ApiResponse<typeof loginKey, 'post'>>;

/**
 * ACC-01: exchanges credentials for a token and the user (docs/contracts.md, shared's loginDataSchema),
 * plus the once-only imported-user notice (ACC-18).
 */
async function login(client: ApiClient, input: LoginInput): Promise<LoginOutcome> {
  return toLoginOutcome(await client.request(loginKey, loginAnswerSchema, { method: 'POST', body: input }));
}

export function useLogin() {
  const client = useApiClient();
  return useSWRMutation(loginKey, (_key: string, { arg }: { arg: LoginInput }) => login(client, arg));
}
