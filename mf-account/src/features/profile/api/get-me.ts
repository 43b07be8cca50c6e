import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { ownDataSchema, type OwnData } from './own-data-schema';

const meAsResourceSchema = z.object({ data: ownDataSchema });
type MeAsResource = OwnData;

const meAsResourcePath = '/api/v2/user/me-as-resource';

/** The key carries the user id, so a different login never sees another user's cached answer. */
export function meAsResourceKey(userId: number) {
  return [meAsResourcePath, userId] as const;
}

async function getMe(client: ApiClient): Promise<MeAsResource> {
  const { data } = await client.request('/api/v2/user/me-as-resource', meAsResourceSchema, {
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
