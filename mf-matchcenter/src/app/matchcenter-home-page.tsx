import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError, PageHead, Spinner, useRealtimeReconnect } from '@tribune/shared';
import { defaultLeague, useRoundFixtures, type RoundFixtures } from '../lib/api/get-round-fixtures';
import { FixtureDays } from '../components/fixture-days';
import { useLiveMatches, type LiveMatch } from '../lib/api/get-live-matches';
import { useTodaysFixtures } from '../features/fixtures/api/get-todays-fixtures';
import { FixtureRow } from '../components/fixture-row';
import { isLive } from '../lib/api/fixture-schema';
import { useFavouriteTeam } from '../hooks/use-favourite-team';
import { FavouriteTeamPicker } from '../features/favourite-team/components/favourite-team-picker';
import { TopMom } from '../features/man-of-the-match/components/top-mom';
import { useLeagueRankings, type SeasonRanking } from '../lib/api/get-league-rankings';
import type { League } from '../lib/api/league-schema';
import { LeagueButtons } from '../features/rankings/components/league-buttons';
import { RankingTable } from '../features/rankings/components/ranking-table';
import { matchcenterMessages } from './matchcenter-messages';

/**
 * MC-13 (home): the matches being played now and today's (every league), the leagues, the current
 * Eredivisie round by day, its table with the favourite-club picker (MC-11) and the season's
 * best-rated players; live ones update (MC-03). Every match is listed once: a live one in Live now,
 * today's others in Today, the rest of the round under it.
 */
export function MatchcenterHomePage() {
  const intl = useIntl();
  const titleId = useId();
  const { data: round, error, isLoading, mutate } = useRoundFixtures(defaultLeague, 'current');
  const live = useLiveMatches();
  const today = useTodaysFixtures();
  const rankings = useLeagueRankings(defaultLeague);
  // After the real-time connection comes back, fetch what the missed events changed.
  useRealtimeReconnect(() => {
    void mutate();
    void live.mutate();
    void today.mutate();
  });
  const table = rankings.data?.seasonRankings[0];
  // Each match once on the page: a live one in Live now only, today's others in Today, the round's rest
  // under the round (issue 26: the same live match was listed three times).
  const liveIds = new Set((live.data ?? []).map((match) => match.id));
  const todayOnly = today.data?.filter((match) => !liveIds.has(match.id) && !isLive(match));
  const shownAbove = new Set([...liveIds, ...(todayOnly ?? []).map((match) => match.id)]);
  const roundFixtures = round?.fixtures.filter((fixture) => !shownAbove.has(fixture.id));

  return (
    <section className="mc-page" aria-labelledby={titleId}>
      {/* The site's share card (CLB-05): the page changes by the minute, a card of it would not. */}
      <PageHead
        title={intl.formatMessage(matchcenterMessages.title)}
        description={intl.formatMessage(matchcenterMessages.description)}
        path="/matchcenter"
      />
      <h1 id={titleId} className="mc-page__title">
        <FormattedMessage {...matchcenterMessages.title} />
      </h1>
      {rankings.data ? (
        <LeagueButtons leagues={rankings.data.leagues} currentSlug={rankings.data.league.slug} tab="rankings" />
      ) : null}
      <LiveNow matches={live.data} />
      <Today matches={todayOnly} />
      <div className="mc-page__round">
        <h2 className="section-title">
          {roundTitle(round, intl.formatMessage)}{' '}
          <span className="mc-page__league">· {intl.formatMessage(matchcenterMessages.league)}</span>
        </h2>
        {isLoading ? <Spinner /> : null}
        {error && !round ? (
          <LoadError onRetry={() => void mutate()}>
            <FormattedMessage {...matchcenterMessages.loadFailed} />
          </LoadError>
        ) : null}
        {round && round.fixtures.length === 0 ? (
          <p className="mc-empty">
            <FormattedMessage {...matchcenterMessages.noFixtures} />
          </p>
        ) : null}
        {round && roundFixtures && roundFixtures.length < round.fixtures.length ? (
          <p className="mc-empty">
            <FormattedMessage {...matchcenterMessages.shownAbove} />
          </p>
        ) : null}
        {/* No pick here (CLB-04): this page is where the home page's "Match centre" link leads, and the
            prediction game's code would take that step past its 50 kB; the league pages and the match
            page carry it. */}
        {roundFixtures && roundFixtures.length > 0 ? <FixtureDays fixtures={roundFixtures} /> : null}
      </div>
      {table && rankings.data ? <SeasonTable league={rankings.data.league} ranking={table} /> : null}
      {/* MC-06: the season's best-rated players by this site's fans. */}
      <TopMom />
    </section>
  );
}

/**
 * The league's table with the favourite-club picker (MC-11). The visitor's club is known only in the
 * browser after hydration; asked for here rather than by the page, so learning it re-renders the table
 * part alone, not every match list above it (issue 26).
 */
function SeasonTable({ league, ranking }: { league: League; ranking: SeasonRanking }) {
  const { team: favourite } = useFavouriteTeam();
  return (
    <div className="mc-page__table">
      <FavouriteTeamPicker league={league} clubs={ranking.teamRankings} />
      <RankingTable ranking={ranking} favouriteTeamId={favourite?.id} />
      <p>
        <Link to={`/matchcenter/rankings/league/${defaultLeague}`}>
          <FormattedMessage {...matchcenterMessages.tableLink} />
        </Link>
      </p>
    </div>
  );
}

function roundTitle(round: RoundFixtures | undefined, format: ReturnType<typeof useIntl>['formatMessage']): string {
  if (!round) return format(matchcenterMessages.currentRound);
  return round.name || format(matchcenterMessages.round, { round: round.round });
}

/** The matches being played now, of every league, each with its league (MC-03, MC-13). */
function LiveNow({ matches }: { matches: ReturnType<typeof useLiveMatches>['data'] }) {
  const headingId = useId();
  if (matches === undefined) return null;
  return (
    <section className="mc-page__live" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        <FormattedMessage {...matchcenterMessages.liveNow} />
      </h2>
      {matches.length === 0 ? (
        <p className="mc-empty">
          <FormattedMessage {...matchcenterMessages.nothingLive} />
        </p>
      ) : (
        <ul className="fixture-list">
          {matches.map((match) => (
            <FixtureRow key={match.id} fixture={match} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Today's matches of every league, grouped by league in the order the first of each kicks off (MC-13). */
function Today({ matches }: { matches: LiveMatch[] | undefined }) {
  const headingId = useId();
  if (matches === undefined) return null;
  const leagues = new Map<number, { name: string; matches: LiveMatch[] }>();
  for (const match of matches) {
    const group = leagues.get(match.league.id) ?? { name: match.league.name, matches: [] };
    group.matches.push(match);
    leagues.set(match.league.id, group);
  }
  return (
    <section className="mc-page__today" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        <FormattedMessage {...matchcenterMessages.today} />
      </h2>
      {matches.length === 0 ? (
        <p className="mc-empty">
          <FormattedMessage {...matchcenterMessages.nothingToday} />
        </p>
      ) : (
        [...leagues].map(([id, group]) => (
          <section key={id} aria-label={group.name} className="mc-page__today-league">
            <h3 className="mc-widget__subtitle">{group.name}</h3>
            <ul className="fixture-list">
              {group.matches.map((match) => (
                <FixtureRow key={match.id} fixture={match} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
