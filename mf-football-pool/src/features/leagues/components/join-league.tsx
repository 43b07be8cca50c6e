import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { Button, isApiError, LoadError, NotFoundPage, Spinner, toFormErrors, useSession } from '@tribune/shared';
import { useLeagueByCode } from '../api/get-league-by-code';
import { useJoinLeague } from '../api/join-league';
import { leagueMessages } from './league-messages';
import { LoginInvitation } from '../../../lib/login-invitation';

/**
 * /football-pool/leagues/join/:code: the league an invite is for and a Join button. A guest sees the
 * league too (so the server renders it, and an unknown code is a 404) with an invitation to log in;
 * after joining, the league's page.
 */
export function JoinLeague({ code }: { code: string }) {
  const intl = useIntl();
  const titleId = useId();
  const { trigger: joinLeague } = useJoinLeague();
  const navigate = useNavigate();
  const { isRestored, isLoggedIn } = useSession();
  const { data, error, mutate } = useLeagueByCode(code);
  const [joining, setJoining] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const join = async () => {
    setJoining(true);
    setRefusal(null);
    try {
      const league = await joinLeague(code);
      await navigate(`/football-pool/leagues/${league.id}`);
    } catch (failure) {
      const refused = toFormErrors(failure, ['code']);
      if (!refused) console.error('Joining a mini-league failed', failure);
      setRefusal(refused?.fields.code ?? refused?.formMessage ?? intl.formatMessage(leagueMessages.actionFailed));
      setJoining(false);
    }
  };

  // A code no league has is a missing page (a 404 from the server, issue 30), not an invite to join.
  if (isApiError(error, 404)) {
    return <NotFoundPage title={leagueMessages.inviteNotFound} text={leagueMessages.unknownCode} />;
  }

  let action = null;
  if (!isRestored) action = null;
  else if (!isLoggedIn) action = <LoginInvitation text={intl.formatMessage(leagueMessages.joinLogin)} />;
  else if (data?.is_member) {
    action = (
      <Link className="button button--primary" to={`/football-pool/leagues/${data.id}`}>
        {intl.formatMessage(leagueMessages.open)}
      </Link>
    );
  } else {
    action = (
      <Button busy={joining} onClick={() => void join()}>
        {intl.formatMessage(leagueMessages.join)}
      </Button>
    );
  }

  let content;
  if (error && !data) {
    content = <LoadError onRetry={() => void mutate()}>{intl.formatMessage(leagueMessages.loadFailed)}</LoadError>;
  } else if (!data) {
    content = <Spinner />;
  } else {
    content = (
      <div className="fp-join card">
        <h2 className="fp-section__title">{data.name}</h2>
        <p className="fp-leagues__meta">
          {intl.formatMessage(leagueMessages.summary, { owner: data.owner.username, count: data.members_count })}
        </p>
        {action}
        <div role="status">{refusal ? <p className="alert alert--danger">{refusal}</p> : null}</div>
      </div>
    );
  }

  return (
    <section className="fp-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="fp-page__title">
        {intl.formatMessage(leagueMessages.joinTitle)}
      </h1>
      <div className="fp-session">{content}</div>
    </section>
  );
}
