import useSWRMutation from 'swr/mutation';
import { loginResponseSchema, useApiClient, type ApiClient, type LoginData } from '@tribune/shared';

/** ACC-01: what the login form sends. `login` is the username or the e-mail address. */
export interface LoginInput {
  login: string;
  password: string;
}

export const loginKey = '/api/v2/login';

/** ACC-01: exchanges credentials for a token and the user (docs/contracts.md, shared's loginResponseSchema). */
export async function login(client: ApiClient, input: LoginInput): Promise<LoginData> {
  const { data } = await client.request(loginKey, loginResponseSchema, { method: 'POST', body: input });
  return data;
}

export function useLogin() {
  const client = useApiClient();
  return useSWRMutation(loginKey, (_key: string, { arg }: { arg: LoginInput }) => login(client, arg));
}
