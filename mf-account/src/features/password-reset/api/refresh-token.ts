import { useCallback } from 'react';
import { useApiClient, type ApiClient } from '@tribune/shared';

const csrfTokenPath = '/refresh-token';

/**
 * ACC-08: a fresh CSRF token; the answer also sets the `tribune_csrf` cookie the reset call is checked
 * against, so it is fetched right before each submit (never cached: the server says no-store). The
 * answer is `{token}`, not the usual `{data}` (the answer the old site's forms read), typed by the API
 * contract (decision 0058).
 */
async function refreshToken(client: ApiClient): Promise<string> {
  const { token } = await client.request(csrfTokenPath);
  return token;
}

export function useRefreshToken(): () => Promise<string> {
  const client = useApiClient();
  return useCallback(() => refreshToken(client), [client]);
}
