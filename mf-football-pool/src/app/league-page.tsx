import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { isApiError, LoadError, NotFoundPage, PageHead, Spinner, useSession } from '@tribune/shared';
import { useLeague } from '../features/leagues/api/get-league';
import { LeagueMembers } from '../features/leagues/components/league-members';
import { leagueMessages } from '../features/leagues/components/league-messages';
import { RankingBoard } from '../features/rankings/components/ranking-board';
import { RankingFilters } from '../features/rankings/components/ranking-filters';
import { useRankingSearch } from '../features/rankings/hooks/use-ranking-search';
import { LoginInvitation } from '../lib/login-invitation';

/**
 * /football-pool/leagues/:id: a mini-league's ranking for any period (the same filters and table as the
 * rankings, members only) and its members. Members only: the page needs a login, known after hydration.
 */
export function LeaguePage() {
  const { leagueId = '' } = useParams();
  const intl = useIntl();
  const titleId = useId();
  const id = /^\d+$/.test(leagueId) ? Number(leagueId) : null;
  const { isRestored, isLoggedIn } = useSession();
  const { data, error, mutate } = useLeague(id);
  const { selection, page, setFilter, setWeek, setMonth, setPage } = useRankingSearch();

  if (id === null || isApiError(error, 404)) return <NotFoundPage />;

  let content = null;
  if (!isRestored) content = null;
  else if (!isLoggedIn) {
    content = <LoginInvitation text={intl.formatMessage(leagueMessages.loginToSee)} />;
  } else if (isApiError(error, 403)) {
    content = <p className="alert alert--warning">{intl.formatMessage(leagueMessages.forbidden)}</p>;
  } else if (error && !data) {
    content = <LoadError onRetry={() => void mutate()}>{intl.formatMessage(leagueMessages.loadFailed)}</LoadError>;
  } else if (!data) {
    content = <Spinner />;
  } else {
    content = (
      <>
        <section className="fp-league__ranking" aria-label={intl.formatMessage(leagueMessages.ranking)}>
          <RankingFilters selection={selection} onFilter={setFilter} onWeek={setWeek} onMonth={setMonth} />
          <RankingBoard
            selection={selection}
            page={page}
            league={data.id}
            caption={intl.formatMessage(leagueMessages.ranking)}
            onPageChange={setPage}
          />
        </section>
        <LeagueMembers league={data} />
      </>
    );
  }

  return (
    <section className="fp-page" aria-labelledby={titleId}>
      <PageHead title={data?.name ?? intl.formatMessage(leagueMessages.title)} />
      <h1 id={titleId} className="fp-page__title">
        {data?.name ?? intl.formatMessage(leagueMessages.title)}
      </h1>
      <div className="fp-session">{content}</div>
    </section>
  );
}
