import type { RankingRow } from '../../../lib/api/get-league-rankings';
import type { League } from '../../../lib/api/league-schema';
import type { FavouriteTeam } from '../../../lib/api/favourite-team-schema';

/**
 * A club of a league table as the favourite club (MC-11): what the match centre's picker and the offer
 * to choose a club (CLB-01) hand to `useFavouriteTeam().choose`. The table's row names the club; for a
 * logged-in fan the account's answer fills in the rest (its slug), for a guest the id stands in.
 */
export function favouriteFromRankingRow(row: RankingRow, league: League): FavouriteTeam {
  return {
    id: row.teamId,
    slug: String(row.teamId),
    name: row.team,
    shortName: row.shortName ?? row.team,
    logo: row.logo,
    league: { id: league.id, slug: league.slug, name: league.name },
  };
}
