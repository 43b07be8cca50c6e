import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * GET /ajax/matchcenter/homepage: the match centre's block on the site's home page (MC-04, MC-08): the
 * live and coming fixtures (the favourite club's, when there is one) and the table's five rows around
 * that club. `fixtures` holds what the widgets show; `latest` (the club's last results) gives the home
 * page's club section a match played today (CLB-02); `upcoming` is not read. Typed by the API contract
 * (decision 0058).
 */
export type Homepage = ApiResponse<'/ajax/matchcenter/homepage', 'get'>['data'];

/** Whose home page: the favourite club and its league (MC-11), or the default league's top. */
interface HomepageFor {
  teamId: number;
  league: string;
}

/** Without a favourite the key is the one the server rendered with, so hydration reuses its data. */
function homepageKey(favourite: HomepageFor | null) {
  return favourite
    ? (['matchcenter/homepage', favourite.league, favourite.teamId] as const)
    : (['matchcenter/homepage'] as const);
}

async function getHomepage(client: ApiClient, favourite: HomepageFor | null): Promise<Homepage> {
  const query = favourite ? { league: favourite.league, team: String(favourite.teamId) } : undefined;
  const response = await client.request('/ajax/matchcenter/homepage', { query });
  return response.data;
}

/** Keeps the general view on screen while the favourite club's arrives, so the widget does not flash. */
export function useHomepage(favourite: HomepageFor | null) {
  const client = useApiClient();
  return useSWR(homepageKey(favourite), () => getHomepage(client, favourite), { keepPreviousData: true });
}
