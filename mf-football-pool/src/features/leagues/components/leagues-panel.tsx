import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError, Spinner, useSession } from '@tribune/shared';
import { useListLeagues } from '../api/list-leagues';
import { CreateLeagueForm } from './create-league-form';
import { leagueMessages } from './league-messages';
import { LoginInvitation } from '../../../lib/login-invitation';

/** The games page's #leagues tab: the fan's mini-leagues and the form to create one; guests are invited to log in. */
export function LeaguesPanel() {
  const intl = useIntl();
  const headingId = useId();
  const { isRestored, isLoggedIn } = useSession();
  const { data, error, mutate } = useListLeagues();

  return (
    <section className="fp-leagues" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-section__title">
        {intl.formatMessage(leagueMessages.title)}
      </h2>
      <p className="fp-page__intro">{intl.formatMessage(leagueMessages.intro)}</p>
      <div className="fp-session">
        {isRestored && !isLoggedIn ? (
          <LoginInvitation text={intl.formatMessage(leagueMessages.loginInvitation)} />
        ) : null}
        {isLoggedIn ? (
          <>
            <h3 className="fp-section__subtitle">{intl.formatMessage(leagueMessages.yours)}</h3>
            {error && !data ? (
              <LoadError onRetry={() => void mutate()}>{intl.formatMessage(leagueMessages.loadFailed)}</LoadError>
            ) : null}
            {!data && !error ? <Spinner /> : null}
            {data && data.length === 0 ? <p className="fp-empty">{intl.formatMessage(leagueMessages.none)}</p> : null}
            {data && data.length > 0 ? (
              <ul className="fp-leagues__list">
                {data.map((league) => (
                  <li key={league.id}>
                    <Link to={`/football-pool/leagues/${league.id}`}>{league.name}</Link>{' '}
                    <span className="fp-leagues__meta">
                      {intl.formatMessage(leagueMessages.summary, {
                        owner: league.owner.username,
                        count: league.members_count,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            <CreateLeagueForm />
          </>
        ) : null}
      </div>
    </section>
  );
}
