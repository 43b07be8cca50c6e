import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { playerResultSchema } from './mom-schemas';

/** GET /ajax/matchcenter/top-mom: the season's best-rated players of this site's fans (MC-06). */
const topMomResponseSchema = z.object({
  data: z.object({
    min_votes: z.number(),
    players: z.array(z.extend(playerResultSchema, { team_name: z.string(), position_in_list: z.number() })),
  }),
});

type TopMom = z.infer<typeof topMomResponseSchema>['data'];

function topMomKey(league: string, limit: number) {
  return ['matchcenter/top-mom', league, limit] as const;
}

async function getTopMom(client: ApiClient, league: string, limit: number): Promise<TopMom> {
  const response = await client.request('/ajax/matchcenter/top-mom', topMomResponseSchema, {
    query: { league, limit },
  });
  return response.data;
}

export function useTopMom(league: string, limit: number) {
  const client = useApiClient();
  return useSWR(topMomKey(league, limit), ([, leagueKey, count]) => getTopMom(client, leagueKey, count));
}
