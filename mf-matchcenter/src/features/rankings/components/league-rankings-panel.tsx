import { Spinner } from '@tribune/shared';
import { useFavouriteTeam } from '../../../hooks/use-favourite-team';
import type { LeagueRankings } from '../../../lib/api/get-league-rankings';
import { useTopScorers } from '../api/get-top-scorers';
import { NoDataNotice } from './no-data-notice';
import { RankingTable } from './ranking-table';
import { rankingsMessages } from './rankings-messages';
import { TopScorersTable } from './top-scorers-table';

interface LeagueRankingsPanelProps {
  league: string;
  /** The page's rankings answer: undefined while it loads or after it failed. */
  rankings: LeagueRankings | undefined;
  rankingsSettled: boolean;
}

/**
 * The Rankings tab (MC-01, MC-09): the grouped tables and the top-10 scorers. Spec 000 §8: a failed
 * table or scorers list counts as no data, and the no-data notice shows when there is neither.
 */
export function LeagueRankingsPanel({ league, rankings, rankingsSettled }: LeagueRankingsPanelProps) {
  const scorers = useTopScorers(league);
  const { team: favourite } = useFavouriteTeam();
  const groups = (rankings?.seasonRankings ?? []).filter((group) => group.teamRankings.length > 0);
  const scorersSettled = scorers.data !== undefined || scorers.error !== undefined;
  const noRanking = rankingsSettled && groups.length === 0;
  const noScorers = scorersSettled && (scorers.data ?? []).length === 0;

  if (noRanking && noScorers) return <NoDataNotice message={rankingsMessages.noData} />;
  return (
    <div className="league-rankings">
      {!rankingsSettled ? <Spinner /> : null}
      {groups.map((group) => (
        <RankingTable key={group.id} ranking={group} favouriteTeamId={favourite?.id} />
      ))}
      {!scorersSettled && rankingsSettled ? <Spinner /> : null}
      {/* A failed list is left out; an empty one (no goal yet) says so under its heading. */}
      {scorers.data ? <TopScorersTable scorers={scorers.data} /> : null}
    </div>
  );
}
