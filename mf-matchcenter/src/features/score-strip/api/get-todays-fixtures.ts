import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { stripFixtureSchema, type StripFixture } from './strip-fixture-schema';

/** GET /ajax/matchcenter/today, read for the score strip: every match of today, played, live or to come. */
const todaysStripResponseSchema = z.object({
  data: z.object({ date: z.string(), fixtures: z.array(stripFixtureSchema) }),
});

const todaysStripKey = ['matchcenter/score-strip/today'] as const;

async function getTodaysFixtures(client: ApiClient): Promise<StripFixture[]> {
  const response = await client.request('/ajax/matchcenter/today', todaysStripResponseSchema);
  return response.data.fixtures;
}

export function useTodaysFixtures() {
  const client = useApiClient();
  return useSWR(todaysStripKey, () => getTodaysFixtures(client));
}
