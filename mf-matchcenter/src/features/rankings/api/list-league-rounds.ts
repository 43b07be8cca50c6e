import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';

/** A round of the season and how far it is; the round dropdown lists them. */
const leagueRoundSchema = z.object({
  round: z.number(),
  /** 'upcoming', 'playing' or 'finished'; read as a string so a new state shows instead of breaking. */
  state: z.string(),
  isCurrent: z.boolean(),
});

/** GET /api/v1/leagues/{league}/rounds on the soccer-data service (its own base URL, MC-14). */
const leagueRoundsResponseSchema = z.object({
  data: z.object({
    currentRound: z.number(),
    rounds: z.array(leagueRoundSchema),
  }),
});

type LeagueRounds = z.infer<typeof leagueRoundsResponseSchema>['data'];

function leagueRoundsKey(league: string) {
  return ['matchcenter/league-rounds', league] as const;
}

async function listLeagueRounds(client: ApiClient, league: string): Promise<LeagueRounds> {
  const response = await client.request(
    `/api/v1/leagues/${encodeURIComponent(league)}/rounds`,
    leagueRoundsResponseSchema,
    { service: 'soccer' },
  );
  return response.data;
}

export function useListLeagueRounds(league: string) {
  const client = useApiClient();
  return useSWR(leagueRoundsKey(league), ([, slug]) => listLeagueRounds(client, slug));
}
