import type { ApiClient } from '@tribune/shared';

/**
 * GET /refresh-token: a fresh CSRF token; its answer sets the cookie the token is matched against. The
 * answer is `{token}`, not the usual `{data}` (ACC-08), typed by the contract (decision 0058).
 */
export async function refreshToken(client: ApiClient): Promise<string> {
  const { token } = await client.request('/refresh-token');
  return token;
}
