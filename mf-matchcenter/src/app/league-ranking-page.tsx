import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { isApiError, NotFoundPage, PageHead } from '@tribune/shared';
import { useLeagueRankings } from '../lib/api/get-league-rankings';
import type { RoundSelection } from '../features/rankings/hooks/use-selected-rounds';
import {
  matchesParam,
  rankingPath,
  roundFromSearch,
  roundParam,
  tabFromSearch,
  type RankingTab,
} from '../features/rankings/lib/ranking-url';
import { LeagueButtons } from '../features/rankings/components/league-buttons';
import { LeagueMatchesPanel } from '../features/rankings/components/league-matches-panel';
import { LeagueRankingsPanel } from '../features/rankings/components/league-rankings-panel';
import { RankingTabs } from '../features/rankings/components/ranking-tabs';
import { rankingsMessages } from '../features/rankings/components/rankings-messages';
import '../features/rankings/components/rankings.css';

/**
 * MC-01, MC-09: the league ranking page, /matchcenter/rankings/league/{league}: the league buttons,
 * the Rankings tab (grouped tables, top-10 scorers) and the Matches tab (a round, or all of them).
 * The tab and the round are in the query (`?matches=true&round=all`), so a link opens them and the
 * server renders the same page the browser shows.
 */
export function LeagueRankingPage() {
  const { league = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const intl = useIntl();
  const titleId = useId();
  const rankings = useLeagueRankings(league);
  const tab = tabFromSearch(search);
  const round = roundFromSearch(search);

  // An unknown league is the not-found page (the server answers it with 404); other failures are
  // "no data" (spec 000 §8).
  if (isApiError(rankings.error, 404)) return <NotFoundPage />;

  const data = rankings.data;
  const settled = data !== undefined || rankings.error !== undefined;
  const leagueName = data?.league.name ?? '';

  const select = (next: RankingTab, nextRound: RoundSelection = 'current') => {
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(matchesParam);
        updated.delete(roundParam);
        if (next === 'matches') {
          updated.set(matchesParam, 'true');
          if (nextRound !== 'current') updated.set(roundParam, String(nextRound));
        }
        return updated;
      },
      // A tab or a round is a view of the same page: it replaces the history entry, as tabs do.
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section className="mc-page ranking-page" aria-labelledby={titleId}>
      {data ? (
        <PageHead
          title={intl.formatMessage(tab === 'matches' ? rankingsMessages.matchesTitle : rankingsMessages.pageTitle, {
            league: leagueName,
          })}
          description={intl.formatMessage(rankingsMessages.description, {
            league: leagueName,
            season: data.league.season,
          })}
          path={rankingPath(data.league.slug)}
        />
      ) : null}
      <header className="ranking-page__header">
        <h1 id={titleId} className="mc-page__title">
          {leagueName || intl.formatMessage(rankingsMessages.rankingsTab)}
        </h1>
        {data ? (
          <p className="ranking-page__season">
            {intl.formatMessage(rankingsMessages.season, { season: data.league.season })}
          </p>
        ) : null}
      </header>
      {data ? <LeagueButtons leagues={data.leagues} currentSlug={data.league.slug} tab={tab} /> : null}
      <RankingTabs selected={tab} onSelect={(next) => select(next)}>
        {tab === 'rankings' ? (
          <LeagueRankingsPanel league={league} rankings={data} rankingsSettled={settled} />
        ) : (
          <LeagueMatchesPanel league={league} round={round} onRoundChange={(next) => select('matches', next)} />
        )}
      </RankingTabs>
    </section>
  );
}
