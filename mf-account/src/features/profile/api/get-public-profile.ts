import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * GET /api/v2/users/{username} (ACC-17, PRF-01): the public part of anyone's profile; the name matches
 * case-insensitively and `username` is its own spelling. 404 ("This user does not exist.") otherwise.
 */
const publicProfileSchema = z.object({
  id: z.number(),
  username: z.string(),
  profile_image: z.nullable(z.string()),
  role: z.nullable(z.string()),
  /** ISO 8601. */
  member_since: z.string(),
  claps_count: z.number(),
});
type PublicProfile = z.infer<typeof publicProfileSchema>;
/** Fails to compile when the API's public profile stops passing this schema (shared's generated contract). */
type _PublicProfileFollowsTheApi = AcceptsApi<z.input<typeof publicProfileSchema>, ApiSchemas['PublicProfile']>;

const publicProfileResponseSchema = z.object({ data: publicProfileSchema });

/** One entry per name as written in any case: the API answers them alike. */
export function publicProfileKey(username: string) {
  return ['account/public-profile', username.toLowerCase()] as const;
}

async function getPublicProfile(client: ApiClient, username: string): Promise<PublicProfile> {
  const { data } = await client.request(`/api/v2/users/${encodeURIComponent(username)}`, publicProfileResponseSchema);
  return data;
}

/** Someone's public profile; pass null to fetch nothing (the viewer's own page uses me-as-resource). */
export function usePublicProfile(username: string | null) {
  const client = useApiClient();
  return useSWR<PublicProfile, unknown>(username === null ? null : publicProfileKey(username), () =>
    getPublicProfile(client, username ?? ''),
  );
}
