import useSWR from 'swr';
import { useApiClient, useSession, type ApiClient, type ApiSchemas } from '@tribune/shared';
import { lineupRetry } from '../lib/lineup-retry';

/**
 * GET /api/v2/user-formations?team&limit (MC-10): the club's most chosen formations among this site's
 * fans, at most `limit`; every formation a fan can choose; and, with a session, the fan's own line-up.
 * Typed by the API contract (decision 0058); `team_id` is null only for the tenant-wide call without
 * `team`, which the widget never makes.
 */
export type UserFormations = ApiSchemas['UserFormations'];

/** Per viewer: the answer carries the fan's own line-up. */
function userFormationsKey(teamId: number, limit: number, userId: number | null) {
  return ['matchcenter/user-formations', teamId, limit, userId ?? 'guest'] as const;
}

async function getUserFormations(client: ApiClient, teamId: number, limit: number): Promise<UserFormations> {
  const response = await client.request('/api/v2/user-formations', {
    query: { team: teamId, limit },
  });
  return response.data;
}

/** `limit` undefined (the data-limit setting still loading) waits, so the figures are asked for once. */
export function useUserFormations(teamId: number, limit: number | undefined) {
  const client = useApiClient();
  const { user, isRestored } = useSession();
  const userId = user?.id ?? null;
  // The fan's own part exists only in the browser: fetched once the session is known (after hydration).
  return useSWR(
    isRestored && limit !== undefined ? userFormationsKey(teamId, limit, userId) : null,
    ([, id, count]) => getUserFormations(client, id, count),
    lineupRetry,
  );
}
