import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';

/**
 * ACC-16: the viewer's own data (spec 001 §3 "User (own data)"). Only what the profile header shows is
 * required; the rest is optional so a richer answer never breaks the page.
 */
export const meAsResourceSchema = z.object({
  data: z.object({
    id: z.number(),
    username: z.string(),
    profile_image: z.nullable(z.string()),
    claps_count: z.optional(z.number()),
    isManager: z.optional(z.boolean()),
    verify_email_message: z.optional(z.nullable(z.string())),
  }),
});
export type MeAsResource = z.infer<typeof meAsResourceSchema>['data'];

export const meAsResourcePath = '/api/v2/user/me-as-resource';

/** The key carries the user id, so a different login never sees another user's cached answer. */
export function meAsResourceKey(userId: number) {
  return [meAsResourcePath, userId] as const;
}

export async function getMeAsResource(client: ApiClient): Promise<MeAsResource> {
  const { data } = await client.request(meAsResourcePath, meAsResourceSchema, {
    // ACC-16: never served from a cache.
    headers: { 'Cache-Control': 'no-cache' },
    // ACC-16 decides itself what a 401 means (back to the home page).
    logoutOnUnauthorized: false,
  });
  return data;
}

/** The viewer's own profile data; pass null when nobody is logged in (nothing is fetched). */
export function useMeAsResource(userId: number | null) {
  const client = useApiClient();
  return useSWR(userId === null ? null : meAsResourceKey(userId), () => getMeAsResource(client), { revalidateOnMount: true });
}
