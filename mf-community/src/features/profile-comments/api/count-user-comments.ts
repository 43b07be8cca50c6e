import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';

/**
 * `viewer` (the logged-in user's id, or null) is part of the key: with the user's own token the count
 * includes their hidden comments, so a login must not keep a guest's answer.
 */
function userCommentsCountKey(userId: number, viewer: number | null) {
  return ['community/profile-comments/count', userId, viewer] as const;
}

/**
 * GET /ajax/user/{id}/comments/count (PRF-01): the user's visible comments, and their hidden ones for
 * themselves. The API client sends the session's token (the spec's auth header) whenever there is one.
 */
async function countUserComments(client: ApiClient, userId: number): Promise<number> {
  const response = await client.request(`/ajax/user/${userId}/comments/count`);
  return response.data.count;
}

export function useCountUserComments(userId: number, viewer: number | null) {
  const client = useApiClient();
  return useSWR(userCommentsCountKey(userId, viewer), ([, id]) => countUserComments(client, id));
}
