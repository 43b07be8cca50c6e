import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatKickOff, TeamCrest, useTenant } from '@tribune/shared';
import type { Match, Side } from '../api/get-match';
import { isPlaying } from '../lib/live-match';
import { minuteText, parseScore, teamPath } from '../lib/match-facts';
import { matchPageMessages as messages } from './match-page-messages';

/** The match's head (MC-12): both clubs with crests and links, the score, the status or live minute, the kick-off. */
export function MatchHeader({ match, titleId }: { match: Match; titleId: string }) {
  const intl = useIntl();
  const { language } = useTenant();
  const score = parseScore(match.score);
  const team = (side: Side) => {
    const name = side === 'home' ? match.homeTeam : match.awayTeam;
    const id = side === 'home' ? match.homeTeamId : match.awayTeamId;
    const logo = side === 'home' ? match.homeTeamLogo : match.awayTeamLogo;
    return (
      <span className={`match-header__team match-header__team--${side}`}>
        <TeamCrest name={name} logo={logo} size={64} />
        <Link to={teamPath(id)} className="match-header__team-name">
          {name}
        </Link>
      </span>
    );
  };

  return (
    <div className={['match-header', isPlaying(match.status) && 'match-header--live'].filter(Boolean).join(' ')}>
      <p className="match-header__competition">{match.league.name}</p>
      <h1 id={titleId} className="match-header__teams">
        {team('home')}
        <span className="match-header__score">
          {score ? (
            <>
              <span className="visually-hidden">
                {intl.formatMessage(messages.score, { home: score[0], away: score[1] })}
              </span>
              <span aria-hidden="true">
                {score[0]} - {score[1]}
              </span>
            </>
          ) : (
            intl.formatMessage(messages.vs)
          )}
        </span>
        {team('away')}
      </h1>
      <p className="match-header__status">
        <MatchStatusText match={match} />
        <span className="match-header__kick-off">
          {intl.formatMessage(messages.kickOff)}{' '}
          <time dateTime={match.date}>{formatKickOff(match.date, language) || match.dateStr}</time>
        </span>
      </p>
    </div>
  );
}

function MatchStatusText({ match }: { match: Match }) {
  const intl = useIntl();
  const status = match.status.toLowerCase();
  if (status === 'live') {
    return (
      <span className="match-header__state">
        <span className="live-badge">{intl.formatMessage(messages.live)}</span>
        {match.time !== null ? (
          <span className="match-header__minute">
            {intl.formatMessage(messages.minute, { minute: minuteText(match.time, match.extraMinute) })}
          </span>
        ) : null}
      </span>
    );
  }
  const label =
    status === 'half-time'
      ? messages.halfTime
      : status === 'finished'
        ? messages.fullTime
        : status === 'postponed'
          ? messages.postponed
          : status === 'cancelled'
            ? messages.cancelled
            : null;
  return label ? <span className="match-header__state">{intl.formatMessage(label)}</span> : null;
}
