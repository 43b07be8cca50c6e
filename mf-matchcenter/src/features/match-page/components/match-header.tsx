import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Countdown, formatKickOff, HydrateWhenReachedOrSignedIn, Slot, TeamCrest, useTenant } from '@tribune/shared';
import type { Match, MatchEvent, Side } from '../api/get-fixture';
import type { MatchPreview } from '../api/get-match-preview';
import { usePickMayShow } from '../../../hooks/use-pick-may-show';
import { isPlaying } from '../lib/live-match';
import { isGoal, matchState, minuteText, parseScore, teamName, teamPath } from '../lib/match-facts';
import { MatchScorers } from './match-scorers';
import { matchPageMessages as messages } from './match-page-messages';
import { matchPreviewMessages as previewMessages } from './match-preview-messages';

/** How long a goal's flash stays (its still highlight too, when motion is reduced). */
export const GOAL_FLASH_MS = 6000;

/**
 * The match's head (MC-12): both clubs with crests, colours and links, the score with the scorers and
 * their minutes under it, the status or live minute, the kick-off and the ground; before kick-off a
 * countdown instead of the score's line. A goal in a live match flashes (a still highlight when the
 * fan asks for reduced motion) and is announced.
 */
export function MatchHeader({
  match,
  preview,
  titleId,
}: {
  match: Match;
  preview: MatchPreview | undefined;
  titleId: string;
}) {
  const intl = useIntl();
  const { language } = useTenant();
  const score = parseScore(match.score);
  const state = matchState(match);
  const flash = useGoalFlash(match);
  const pickMayShow = usePickMayShow(state !== 'upcoming');
  const colour = (side: Side) => (side === 'home' ? preview?.home.colours.primary : preview?.away.colours.primary);
  const team = (side: Side) => {
    const name = teamName(match, side);
    const id = side === 'home' ? match.homeTeamId : match.awayTeamId;
    const logo = side === 'home' ? match.homeTeamLogo : match.awayTeamLogo;
    return (
      <span className={`match-header__team match-header__team--${side}`}>
        <TeamCrest name={name} logo={logo} size={56} />
        <Link to={teamPath(id)} className="match-header__team-name">
          {name}
        </Link>
      </span>
    );
  };
  const style: CSSProperties & Record<'--home-colour' | '--away-colour', string | undefined> = {
    '--home-colour': colour('home'),
    '--away-colour': colour('away'),
  };

  return (
    <div
      className={[
        'match-header',
        `match-header--${state}`,
        isPlaying(match.status) && 'match-header--live',
        flash && 'match-header--goal',
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
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
      {score ? <MatchScorers match={match} /> : null}
      <p className="match-header__status">
        <MatchStatusText match={match} />
        <span className="match-header__kick-off">
          {intl.formatMessage(messages.kickOff)}{' '}
          <time dateTime={match.date}>{formatKickOff(match.date, language) || match.dateStr}</time>
        </span>
      </p>
      {state === 'upcoming' && match.status.toLowerCase() === 'scheduled' ? (
        <div className="match-header__countdown">
          <span className="match-header__countdown-label">{intl.formatMessage(previewMessages.countdownLabel)}</span>
          <Countdown target={match.date} />
        </div>
      ) : null}
      {/* CLB-04: "Predict: closes in 8h" and the bets while the game is open, the fan's pick after
          kick-off and its points at full time; nothing for a match without a game. A guest gets the
          server's HTML, and the prediction game's code only on reaching for a bet (issue 30). */}
      {pickMayShow ? (
        <div className="match-header__pick">
          <HydrateWhenReachedOrSignedIn>
            <Slot name="match.pick" fixtureId={String(match.id)} kickOff={match.date} />
          </HydrateWhenReachedOrSignedIn>
        </div>
      ) : null}
      <p className="match-header__venue">
        <span className="visually-hidden">{intl.formatMessage(previewMessages.venueLabel)}: </span>
        {intl.formatMessage(previewMessages.venue, { stadium: match.venue.name, city: match.venue.city })}
      </p>
      <p className="match-header__flash" role="status">
        {flash
          ? intl.formatMessage(previewMessages.goalFlash, { team: teamName(match, flash.team), score: flash.result })
          : null}
      </p>
    </div>
  );
}

/**
 * The newest goal while it is new: set when a goal arrives after the page showed the match (not for
 * the goals it opened with), cleared after GOAL_FLASH_MS.
 */
function useGoalFlash(match: Match): MatchEvent | null {
  const lastGoal = match.events.filter(isGoal).at(-1);
  const sequence = lastGoal?.sequence ?? 0;
  const latest = useRef(lastGoal);
  latest.current = lastGoal;
  const seen = useRef(sequence);
  const [flash, setFlash] = useState<MatchEvent | null>(null);
  useEffect(() => {
    if (sequence <= seen.current) return undefined;
    seen.current = sequence;
    setFlash(latest.current ?? null);
    const timer = setTimeout(() => setFlash(null), GOAL_FLASH_MS);
    return () => clearTimeout(timer);
  }, [sequence]);
  return flash;
}

function MatchStatusText({ match }: { match: Match }) {
  const intl = useIntl();
  const status = match.status.toLowerCase();
  if (status === 'live') {
    return (
      <span className="match-header__state">
        <span className="live-badge">{intl.formatMessage(messages.live)}</span>
        {match.time !== null ? (
          <span className="match-header__minute" role="timer">
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
