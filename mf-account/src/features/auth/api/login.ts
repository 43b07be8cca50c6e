import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { toLoginOutcome, type LoginOutcome } from '../../../lib/login-answer';

/** ACC-01: what the login form sends. `login` is the username or the e-mail address. */
interface LoginInput {
  login: string;
  password: string;
}

const loginKey = '/api/v2/login';

/**
 * ACC-01: exchanges credentials for a token and the user (docs/contracts.md; the answer is typed by the
 * API contract, decision 0058), plus the once-only imported-user notice (ACC-18).
 */
async function login(client: ApiClient, input: LoginInput): Promise<LoginOutcome> {
  return toLoginOutcome(await client.request(loginKey, { method: 'POST', body: input }));
}

export function useLogin() {
  const client = useApiClient();
  return useSWRMutation(loginKey, (_key: string, { arg }: { arg: LoginInput }) => login(client, arg));
}
