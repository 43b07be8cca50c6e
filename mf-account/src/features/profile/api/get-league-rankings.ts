import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';

/** MC-14: the league whose clubs a fan chooses from (the match centre offers the same list). */
const clubsLeague = 'eredivisie';

interface LeagueClubs {
  leagueName: string;
  /** The league's clubs by name. */
  clubs: { id: number; name: string; logo: string }[];
}

function leagueClubsKey(league: string) {
  return ['account/league-clubs', league] as const;
}

/**
 * The clubs of the league's season table (its first group), by name, from GET
 * /ajax/matchcenter/rankings/league/{league} (typed by the API contract, decision 0058).
 */
async function getLeagueRankings(client: ApiClient, league: string): Promise<LeagueClubs> {
  const { data } = await client.request(`/ajax/matchcenter/rankings/league/${encodeURIComponent(league)}`);
  const rows = data.seasonRankings[0]?.teamRankings ?? [];
  return {
    leagueName: data.league.name,
    clubs: rows
      .map((row) => ({ id: row.teamId, name: row.team, logo: row.logo }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export function useLeagueRankings(league: string = clubsLeague) {
  const client = useApiClient();
  return useSWR(leagueClubsKey(league), ([, slug]) => getLeagueRankings(client, slug), { revalidateOnFocus: false });
}
