import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/** The API reads at most this many fixtures in one call. */
const MOM_SCORES_MAX_FIXTURES = 50;

/**
 * GET /api/v2/matchcenter/{team}/fixtures/mom-scores?fixtures (MC-06; spec 000 §3 "Man-of-the-match
 * scores": match_id with average_votes): for each of the club's fixtures that fans voted on, the man of
 * the match among the club's players and his average grade (1–5). Fixtures without votes are left out.
 * Typed by the API contract (decision 0058).
 */
export type FixtureMomScore = ApiResponse<'/api/v2/matchcenter/{team}/fixtures/mom-scores', 'get'>['data'][number];

/** The ids are part of the key as one string, so an equal list (a re-render) is the same key. */
function fixturesMomScoresKey(team: number, fixtureIds: string) {
  return ['matchcenter/fixtures-mom-scores', team, fixtureIds] as const;
}

async function getFixturesMomScores(
  client: ApiClient,
  team: number,
  fixtureIds: string,
): Promise<ReadonlyMap<number, FixtureMomScore>> {
  const response = await client.request(`/api/v2/matchcenter/${encodeURIComponent(String(team))}/fixtures/mom-scores`, {
    query: { fixtures: fixtureIds },
  });
  return new Map(response.data.map((score) => [score.match_id, score]));
}

/**
 * The club's fixtures' scores by fixture id, in one call for the whole list (at most the first 50);
 * nothing is asked for an empty list. Not retried: the list is whole without them.
 */
export function useFixturesMomScores(team: number, fixtureIds: readonly number[]) {
  const client = useApiClient();
  const ids = fixtureIds.slice(0, MOM_SCORES_MAX_FIXTURES).join(',');
  return useSWR(
    ids === '' ? null : fixturesMomScoresKey(team, ids),
    ([, teamId, list]) => getFixturesMomScores(client, teamId, list),
    { shouldRetryOnError: false },
  );
}
