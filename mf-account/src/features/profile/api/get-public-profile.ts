import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * GET /api/v2/users/{username} (ACC-17, PRF-01): the public part of anyone's profile, typed by the API
 * contract (decision 0058); the name matches case-insensitively and `username` is its own spelling.
 * 404 ("This user does not exist.") otherwise.
 */
type PublicProfile = ApiSchemas['PublicProfile'];

/** One entry per name as written in any case: the API answers them alike. */
export function publicProfileKey(username: string) {
  return ['account/public-profile', username.toLowerCase()] as const;
}

async function getPublicProfile(client: ApiClient, username: string): Promise<PublicProfile> {
  const { data } = await client.request(`/api/v2/users/${encodeURIComponent(username)}`);
  return data;
}

/** Someone's public profile; pass null to fetch nothing (the viewer's own page uses me-as-resource). */
export function usePublicProfile(username: string | null) {
  const client = useApiClient();
  return useSWR<PublicProfile, unknown>(username === null ? null : publicProfileKey(username), () =>
    getPublicProfile(client, username ?? ''),
  );
}
