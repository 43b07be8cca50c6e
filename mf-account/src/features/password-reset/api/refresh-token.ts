import { useCallback } from 'react';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

/** ACC-08: `{token}`, not the usual `{data}`: the answer the old site's forms read. */
const csrfTokenSchema = z.object({ token: z.string().check(z.minLength(1)) });

const csrfTokenPath = '/refresh-token';
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _CsrfTokenFollowsTheApi = AcceptsApi<z.input<typeof csrfTokenSchema>, ApiResponse<typeof csrfTokenPath, 'get'>>;

/**
 * ACC-08: a fresh CSRF token; the answer also sets the `tribune_csrf` cookie the reset call is checked
 * against, so it is fetched right before each submit (never cached: the server says no-store).
 */
async function refreshToken(client: ApiClient): Promise<string> {
  const { token } = await client.request(csrfTokenPath, csrfTokenSchema);
  return token;
}

export function useRefreshToken(): () => Promise<string> {
  const client = useApiClient();
  return useCallback(() => refreshToken(client), [client]);
}
