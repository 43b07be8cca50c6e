import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient, useSession, type ApiClient, type StoredUser } from '@tribune/shared';
import { topPlayersKey } from './get-top-formation-players';
import type { UserFormation } from './lineup-schemas';

interface LineupInput {
  teamId: number;
  formation: string;
  /** The XI in slot order: the goalkeeper, then the defenders, midfielders and forwards. */
  players: readonly number[];
}

/**
 * POST /api/v2/user-formations (MC-10): the fan's line-up for a club; a new one replaces the old. The
 * answer (201) is typed by the API contract (decision 0058).
 */
async function postUserFormation(client: ApiClient, input: LineupInput): Promise<UserFormation> {
  const response = await client.request('/api/v2/user-formations', {
    method: 'POST',
    body: { team_id: input.teamId, formation: input.formation, players: [...input.players] },
  });
  return response.data.formation;
}

/** ACC-11: the stored user's `has_formation` points at the fan's latest line-up (the comments show it). */
function withCurrentFormation(user: StoredUser, formationId: number): StoredUser {
  const others = user.meta.filter((entry) => entry.key !== 'has_formation');
  return { ...user, meta: [...others, { key: 'has_formation', value: { current_formation_id: formationId } }] };
}

/**
 * Saves the fan's line-up (not optimistic: the form shows "saved" once the API has it). Then the stored
 * user points at it, and the club's figures are asked again, as they now count it: its most chosen
 * formations (with the fan's own) and its players picked most. A failure throws and changes nothing.
 */
export function usePostUserFormation() {
  const client = useApiClient();
  const session = useSession();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    '/api/v2/user-formations',
    async (_key: string, { arg }: { arg: LineupInput }) => {
      const lineup = await postUserFormation(client, arg);
      if (session.user) session.updateUser(withCurrentFormation(session.user, lineup.id));
      void mutate((key) => Array.isArray(key) && key[0] === 'matchcenter/user-formations' && key[1] === arg.teamId);
      void mutate(topPlayersKey(arg.teamId));
      return lineup;
    },
    { revalidate: false },
  );
}
