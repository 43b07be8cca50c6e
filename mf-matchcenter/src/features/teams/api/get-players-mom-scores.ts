import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * GET /api/v2/matchcenter/{team}/players/mom-scores (MC-06; spec 000 §3 "Man-of-the-match scores":
 * player_id with average_votes): without `players` and `fixtures`, each player of the club's squad with
 * their average grade (1–5) over the league's current season. Players without votes are left out.
 * Typed by the API contract (decision 0058).
 */
export type PlayerMomScore = ApiResponse<'/api/v2/matchcenter/{team}/players/mom-scores', 'get'>['data'][number];

function playersMomScoresKey(team: number) {
  return ['matchcenter/players-mom-scores', team] as const;
}

async function getPlayersMomScores(client: ApiClient, team: number): Promise<ReadonlyMap<number, PlayerMomScore>> {
  const response = await client.request(`/api/v2/matchcenter/${encodeURIComponent(String(team))}/players/mom-scores`);
  return new Map(response.data.map((score) => [score.player_id, score]));
}

/** The squad's season averages by player id. Not retried: the squad is whole without them. */
export function usePlayersMomScores(team: number) {
  const client = useApiClient();
  return useSWR(playersMomScoresKey(team), ([, teamId]) => getPlayersMomScores(client, teamId), {
    shouldRetryOnError: false,
  });
}
