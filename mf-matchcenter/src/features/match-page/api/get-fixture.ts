import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * GET /ajax/matchcenter/fixture/{id}: one match with what its page shows (MC-12), typed by the API
 * contract (decision 0058). `time` is the live minute and `extraMinute` the stoppage minute (45+2).
 * `status` is a string here: live MatchStatus events write theirs into the match, and those are read as
 * strings, so a state added later shows instead of breaking the page.
 */
export type Match = Omit<ApiSchemas['FixtureDetail'], 'status'> & { status: string };

/**
 * A goal, card or substitution; `sequence` is 1, 2, … in match order, and a live MatchEvent carries the
 * same number, so none is shown twice. `relatedPlayer…` is the assist of a goal, or the player going off.
 */
export type MatchEvent = ApiSchemas['FixtureDetailEvent'];
/** The event kinds of a match (spec 000 §3 "Fixture" events, plus cards and substitutions). */
export type MatchEventType = MatchEvent['type'];
export type Side = MatchEvent['team'];
export type TimelineMark = ApiSchemas['TimelineMark'];
export type MatchStats = ApiSchemas['FixtureStats'];

export function matchKey(fixtureId: number) {
  return ['matchcenter/match', fixtureId] as const;
}

export async function getFixture(client: ApiClient, fixtureId: number): Promise<Match> {
  const response = await client.request(`/ajax/matchcenter/fixture/${fixtureId}`);
  return response.data;
}

/** The match, shared by the page's parts through SWR; live events write into the same entry. */
export function useFixture(fixtureId: number) {
  const client = useApiClient();
  return useSWR(matchKey(fixtureId), ([, id]) => getFixture(client, id));
}
