import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { fixtureSchema } from './fixture-schema';

/** GET /ajax/matchcenter/sidebar/live-matches: the matches being played now, of every league (MC-03). */
/** A fixture of any league, with its league (the lists of every league: live now, today). */
export const leagueFixtureSchema = z.extend(fixtureSchema, {
  league: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
});

const liveMatchesResponseSchema = z.object({
  data: z.object({ fixtures: z.array(leagueFixtureSchema) }),
});

export type LiveMatch = z.infer<typeof leagueFixtureSchema>;

const liveMatchesKey = ['matchcenter/live-matches'] as const;

async function getLiveMatches(client: ApiClient): Promise<LiveMatch[]> {
  const response = await client.request('/ajax/matchcenter/sidebar/live-matches', liveMatchesResponseSchema);
  return response.data.fixtures;
}

export function useLiveMatches() {
  const client = useApiClient();
  return useSWR(liveMatchesKey, () => getLiveMatches(client));
}
