import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * A row of the scorers table (spec 000 §3 "Top scorer"), typed by the API contract (decision 0058);
 * `teamLogo` is the club's crest path, as the fixtures send theirs. GET
 * /ajax/matchcenter/top-scorers/league/{league} (MC-01) sends the top 10 (spec 000 §9).
 */
export type TopScorer = ApiSchemas['TopScorer'];

function topScorersKey(league: string) {
  return ['matchcenter/top-scorers', league] as const;
}

async function getTopScorers(client: ApiClient, league: string): Promise<TopScorer[]> {
  const response = await client.request(`/ajax/matchcenter/top-scorers/league/${encodeURIComponent(league)}`);
  return response.data.scorers;
}

export function useTopScorers(league: string) {
  const client = useApiClient();
  return useSWR(topScorersKey(league), ([, slug]) => getTopScorers(client, slug));
}
