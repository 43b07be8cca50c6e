import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import type { StripFixture } from './strip-fixture-schema';

const todaysStripKey = ['matchcenter/score-strip/today'] as const;

/**
 * GET /ajax/matchcenter/today, read for the score strip: every match of today, played, live or to come,
 * typed by the API contract (decision 0058).
 */
async function getTodaysFixtures(client: ApiClient): Promise<StripFixture[]> {
  const response = await client.request('/ajax/matchcenter/today');
  return response.data.fixtures;
}

export function useTodaysFixtures() {
  const client = useApiClient();
  return useSWR(todaysStripKey, () => getTodaysFixtures(client));
}
