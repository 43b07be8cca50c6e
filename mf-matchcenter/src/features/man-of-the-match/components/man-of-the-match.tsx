import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  LoadError,
  Stars,
  formatKickOff,
  useOpenAuthDialog,
  useSession,
  useTenant,
} from '@tribune/shared';
import { useFixtureVotes, type FixtureVotes } from '../api/get-fixture-votes';
import { momMessages } from './mom-messages';
import { MomResults } from './mom-results';
import { MomVoteForm } from './mom-vote-form';
import './man-of-the-match.css';

interface ManOfTheMatchProps {
  fixtureId: number;
  /** The names the match page shows. */
  homeTeam: string;
  awayTeam: string;
  /** The fixture's live status: a change (kick-off, full time) refreshes the vote's window. */
  status: string;
}

/** Spec 000 §9: the vote message is removed after 3 seconds. */
const VOTE_MESSAGE_MS = 3000;

/**
 * MC-05 / MC-06: the match page's man-of-the-match tab. The results are the same for everyone and are
 * server-rendered; the fan's part (the form, their own ratings, or a guest's login invitation) depends
 * on the session, which exists only after hydration (decision 0010), so it appears then, in its own
 * reserved space.
 */
export function ManOfTheMatch({ fixtureId, homeTeam, awayTeam, status }: ManOfTheMatchProps) {
  const intl = useIntl();
  const headingId = useId();
  const { data, error, mutate } = useFixtureVotes(fixtureId, status);
  const teamName = (teamId: number) =>
    data === undefined || teamId === data.home_team.id ? homeTeam : teamId === data.away_team.id ? awayTeam : '';
  return (
    <section className="mom" aria-labelledby={headingId}>
      <h2 className="mom__title" id={headingId}>
        {intl.formatMessage(momMessages.title)}
      </h2>
      {data === undefined && error !== undefined ? (
        <LoadError onRetry={() => void mutate()}>{intl.formatMessage(momMessages.loadFailed)}</LoadError>
      ) : null}
      {data === undefined ? null : (
        <>
          <MomVoting votes={data} teamName={teamName} />
          <MomResults votes={data} teamName={teamName} />
        </>
      )}
    </section>
  );
}

interface MomVotingProps {
  votes: FixtureVotes;
  teamName: (teamId: number) => string;
}

/** The session-dependent part: nothing of it is rendered before hydration (its space is kept). */
function MomVoting({ votes, teamName }: MomVotingProps) {
  const intl = useIntl();
  const { language } = useTenant();
  const session = useSession();
  const openAuthDialog = useOpenAuthDialog();
  const [confirmed, setConfirmed] = useState(false);
  const state = votes.voting.state;
  const closesAt = votes.voting.closes_at;

  // Before hydration, and while a login's own answer loads, the fan's part waits (its space is kept).
  const forThisViewer = votes.viewerId === (session.user?.id ?? null);
  let content;
  if (!session.isRestored || !forThisViewer) content = null;
  else if (votes.has_user_voted) content = <OwnRatings votes={votes} />;
  else if (state === 'upcoming') content = <p className="mom__note">{intl.formatMessage(momMessages.notOpenYet)}</p>;
  else if (state !== 'open') content = <p className="mom__note">{intl.formatMessage(momMessages.closed)}</p>;
  else if (!session.isLoggedIn) {
    content = (
      <div className="mom__guest alert alert--info" role="status">
        <p>{intl.formatMessage(momMessages.loginInvitation)}</p>
        <Button onClick={() => openAuthDialog('login')}>{intl.formatMessage(momMessages.login)}</Button>
      </div>
    );
  } else {
    content = <MomVoteForm votes={votes} teamName={teamName} onVoted={() => setConfirmed(true)} />;
  }

  return (
    <div className="mom__voting">
      {confirmed ? (
        <Alert tone="success" hideAfterMs={VOTE_MESSAGE_MS} onHide={() => setConfirmed(false)}>
          {intl.formatMessage(momMessages.thanks)}
        </Alert>
      ) : null}
      {content}
      {session.isRestored && state === 'open' && closesAt !== null ? (
        <p className="mom__note">
          {intl.formatMessage(momMessages.closesAt, { time: formatKickOff(closesAt, language) })}
        </p>
      ) : null}
    </div>
  );
}

/** A voted fan's own grades: stars filled up to each rating (spec 000 §4 "User has voted"). */
function OwnRatings({ votes }: { votes: FixtureVotes }) {
  const intl = useIntl();
  const headingId = useId();
  const names = new Map(votes.votes.map((player) => [player.player_id, player.player_name]));
  return (
    <div className="mom__own" aria-labelledby={headingId} role="group">
      <h3 className="mom__subtitle" id={headingId}>
        {intl.formatMessage(momMessages.yourRatings)}
      </h3>
      <ul className="mom__players">
        {votes.user_votes.map((own) => (
          <li key={own.player_id} className="mom__player">
            <span className="mom__name">{names.get(own.player_id) ?? ''}</span>
            <Stars value={own.grade} max={votes.max_grade} />
          </li>
        ))}
      </ul>
    </div>
  );
}
