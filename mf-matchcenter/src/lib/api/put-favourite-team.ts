import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { favouriteTeamKey, type FavouriteTeam } from './favourite-team-schema';

/** PUT /api/v2/user/favourite-team (MC-11): follow a club (`null` follows none); answers what is saved. */
export async function putFavouriteTeam(client: ApiClient, teamId: number | null): Promise<FavouriteTeam | null> {
  const response = await client.request('/api/v2/user/favourite-team', {
    method: 'PUT',
    body: { team_id: teamId },
  });
  return response.data.team;
}

/**
 * Saves a logged-in fan's club on the account; the answer becomes the cache of `useFavouriteTeam()` for
 * that fan (not optimistic: the club shows once the API has it). A failure throws and leaves the cache
 * as it was. Written with `useSWRConfig().mutate`, not swr/mutation: this hook is on the home page
 * (the score strip and the sidebar follow the club), where swr/mutation would be a chunk of its own.
 */
export function usePutFavouriteTeam(userId: number | null) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const trigger = useCallback(
    async (teamId: number | null) => {
      const saved = await putFavouriteTeam(client, teamId);
      await mutate(favouriteTeamKey(userId), saved, { revalidate: false });
      return saved;
    },
    [client, mutate, userId],
  );
  return { trigger };
}
