import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import type { OwnData } from './own-data-schema';

const meAsResourcePath = '/api/v2/user/me-as-resource';

/** The key carries the user id, so a different login never sees another user's cached answer. */
export function meAsResourceKey(userId: number) {
  return [meAsResourcePath, userId] as const;
}

/** The answer is typed by the API contract (decision 0058). */
async function getMe(client: ApiClient): Promise<OwnData> {
  const { data } = await client.request('/api/v2/user/me-as-resource', {
    // ACC-16: never served from a cache.
    headers: { 'Cache-Control': 'no-cache' },
    // ACC-16 decides itself what a 401 means (back to the home page).
    logoutOnUnauthorized: false,
  });
  return data;
}

/** The viewer's own profile data; pass null when nobody is logged in (nothing is fetched). */
export function useMe(userId: number | null) {
  const client = useApiClient();
  return useSWR(userId === null ? null : meAsResourceKey(userId), () => getMe(client), {
    revalidateOnMount: true,
  });
}
