import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { getRoundFixtures, type RoundNumber } from '../../../lib/api/get-round-fixtures';
import { getAllRoundFixtures, type RoundWithFixtures } from '../api/get-all-round-fixtures';

/** What the Matches tab shows: one round (by number, or the current one), or all of them. */
export type RoundSelection = RoundNumber | 'all';

function selectedRoundsKey(league: string, round: RoundSelection) {
  return ['matchcenter/selected-rounds', league, round] as const;
}

/** The rounds the Matches tab lists, each with its fixtures: one round's answer, or every round's. */
async function getSelectedRounds(
  client: ApiClient,
  league: string,
  round: RoundSelection,
): Promise<RoundWithFixtures[]> {
  if (round === 'all') return getAllRoundFixtures(client, league);
  return [await getRoundFixtures(client, league, round)];
}

export function useSelectedRounds(league: string, round: RoundSelection) {
  const client = useApiClient();
  return useSWR(selectedRoundsKey(league, round), ([, slug, selected]) => getSelectedRounds(client, slug, selected));
}
