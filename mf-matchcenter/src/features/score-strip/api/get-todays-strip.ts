import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { stripFixtureSchema, type StripFixture } from './strip-fixture-schema';

/** GET /ajax/matchcenter/today, read for the score strip: every match of today, played, live or to come. */
export const todaysStripResponseSchema = z.object({
  data: z.object({ date: z.string(), fixtures: z.array(stripFixtureSchema) }),
});

export type TodaysStripFollowsTheApi = AcceptsApi<
  z.input<typeof todaysStripResponseSchema>,
  ApiResponse<'/ajax/matchcenter/today', 'get'>
>;

export const todaysStripKey = ['matchcenter/score-strip/today'] as const;

export async function getTodaysStrip(client: ApiClient): Promise<StripFixture[]> {
  const response = await client.request('/ajax/matchcenter/today', todaysStripResponseSchema);
  return response.data.fixtures;
}

export function useTodaysStrip() {
  const client = useApiClient();
  return useSWR(todaysStripKey, () => getTodaysStrip(client));
}
