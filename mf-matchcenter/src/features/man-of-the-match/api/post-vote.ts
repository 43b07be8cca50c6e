import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { isApiError, useApiClient, type ApiClient } from '@tribune/shared';

interface VoteInput {
  fixtureId: number;
  matchKey: string;
  /** The rated side's slug. */
  team: string;
  /** Player id → grade (1–5); players left unrated are sent with 0, as the spec's payload says. */
  grades: ReadonlyMap<number, number>;
}

/**
 * POST /api/v2/matchcenter/{team}/{matchKey}/{matchId}/vote: the stored grades (MC-05), typed by the API
 * contract (decision 0058). One vote per fan per match (decision 0013); the spec's payload is a list of
 * key and value.
 */
async function postVote(client: ApiClient, input: VoteInput) {
  const votes = [...input.grades].map(([key, value]) => ({ key, value }));
  const response = await client.request(
    `/api/v2/matchcenter/${encodeURIComponent(input.team)}/${encodeURIComponent(input.matchKey)}/${encodeURIComponent(String(input.fixtureId))}/vote`,
    { method: 'POST', body: { votes } },
  );
  return response.data;
}

/**
 * Sends the fan's vote (not optimistic: the form is busy until the API answers). Stored or refused with
 * a 422 (the window closed meanwhile, a vote from another tab: spec 000 §8 only refreshes), the match's
 * votes are asked again, so the fan's own grades or the window's state show. Failures throw.
 */
export function usePostVote(fixtureId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['matchcenter/mom-vote', fixtureId] as const,
    async (_key: readonly [string, number], { arg }: { arg: VoteInput }) => {
      const refresh = () =>
        mutate((key) => Array.isArray(key) && key[0] === 'matchcenter/mom-votes' && key[1] === fixtureId);
      try {
        const stored = await postVote(client, arg);
        void refresh();
        return stored;
      } catch (error) {
        if (isApiError(error) && error.status === 422) void refresh();
        throw error;
      }
    },
    { revalidate: false },
  );
}
