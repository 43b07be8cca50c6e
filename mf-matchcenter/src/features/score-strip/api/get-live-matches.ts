import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import type { StripFixture } from './strip-fixture-schema';

/** Its own key: the strip asks again each minute (below), the match centre's live list does not. */
const liveStripKey = ['matchcenter/score-strip/live'] as const;

/**
 * A match kicks off without an event the strip could hear (it listens only to live matches' channels),
 * so the list is asked again each minute while the page is visible; unchanged, the answer is a 304.
 */
const liveStripRefreshMs = 60_000;

/**
 * GET /ajax/matchcenter/sidebar/live-matches, read for the score strip: every match being played now,
 * typed by the API contract (decision 0058).
 */
async function getLiveMatches(client: ApiClient): Promise<StripFixture[]> {
  const response = await client.request('/ajax/matchcenter/sidebar/live-matches');
  return response.data.fixtures;
}

export function useLiveMatches() {
  const client = useApiClient();
  return useSWR(liveStripKey, () => getLiveMatches(client), { refreshInterval: liveStripRefreshMs });
}
