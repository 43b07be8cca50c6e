import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { stripFixtureSchema, type StripFixture } from './strip-fixture-schema';

/** GET /ajax/matchcenter/sidebar/live-matches, read for the score strip: every match being played now. */
const liveStripResponseSchema = z.object({
  data: z.object({ fixtures: z.array(stripFixtureSchema) }),
});

/** Its own key: this read keeps the clubs' ids, which the match centre's live list does not. */
const liveStripKey = ['matchcenter/score-strip/live'] as const;

/**
 * A match kicks off without an event the strip could hear (it listens only to live matches' channels),
 * so the list is asked again each minute while the page is visible; unchanged, the answer is a 304.
 */
const liveStripRefreshMs = 60_000;

async function getLiveMatches(client: ApiClient): Promise<StripFixture[]> {
  const response = await client.request('/ajax/matchcenter/sidebar/live-matches', liveStripResponseSchema);
  return response.data.fixtures;
}

export function useLiveMatches() {
  const client = useApiClient();
  return useSWR(liveStripKey, () => getLiveMatches(client), { refreshInterval: liveStripRefreshMs });
}
