import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiSchemas } from '@tribune/shared';
import { leagueSchema } from './league-schema';

/** A row of a league table (spec 000 §3 "Ranking" team rows). */
export const rankingRowSchema = z.object({
  position: z.number(),
  teamId: z.number(),
  team: z.string(),
  /** The name a phone's table shows ("Go Ahead"); derived from `team` when absent. */
  shortName: z.optional(z.string()),
  logo: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  goalDifference: z.number(),
  points: z.number(),
  /** The last five results, oldest first. Read as strings so a new letter shows instead of breaking the table. */
  form: z.array(z.string()),
});
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _RankingRowFollowsTheApi = AcceptsApi<z.input<typeof rankingRowSchema>, ApiSchemas['RankingRow']>;

/** MC-09: one group of the season (the season table, a period of the Keuken Kampioen Divisie, …). */
export const seasonRankingSchema = z.object({
  id: z.string(),
  rankingName: z.string(),
  teamRankings: z.array(rankingRowSchema),
});

/** GET /ajax/matchcenter/rankings/league/{league} (MC-01, MC-09). */
export const leagueRankingsResponseSchema = z.object({
  data: z.object({
    league: leagueSchema,
    /** Every league, the default first: the league buttons. */
    leagues: z.array(leagueSchema),
    seasonRankings: z.array(seasonRankingSchema),
    breadcrumbActiveItemText: z.string(),
  }),
});

export type LeagueRankings = z.infer<typeof leagueRankingsResponseSchema>['data'];
export type SeasonRanking = z.infer<typeof seasonRankingSchema>;
export type RankingRow = z.infer<typeof rankingRowSchema>;

function leagueRankingsKey(league: string) {
  return ['matchcenter/league-rankings', league] as const;
}

async function getLeagueRankings(client: ApiClient, league: string): Promise<LeagueRankings> {
  const response = await client.request(
    `/ajax/matchcenter/rankings/league/${encodeURIComponent(league)}`,
    leagueRankingsResponseSchema,
  );
  return response.data;
}

export function useLeagueRankings(league: string) {
  const client = useApiClient();
  return useSWR(leagueRankingsKey(league), ([, slug]) => getLeagueRankings(client, slug));
}
