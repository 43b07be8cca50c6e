import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';

const logoutKey = '/api/v1/logout';

/**
 * ACC-06: revokes the token on the server. A 401 here is not the PLT-12 case (the caller clears the
 * session and reloads either way), so the client's automatic logout is turned off.
 */
async function logout(client: ApiClient): Promise<void> {
  await client.send(logoutKey, { method: 'POST', logoutOnUnauthorized: false });
}

export function useLogout() {
  const client = useApiClient();
  return useSWRMutation(logoutKey, () => logout(client));
}
