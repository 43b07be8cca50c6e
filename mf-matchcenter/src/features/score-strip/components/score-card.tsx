import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Countdown, formatInSiteTimeZone, formatKickOff, parseIsoInstant, TeamCrest, useTenant } from '@tribune/shared';
import { isLive, isOver, type Fixture } from '../../../lib/api/fixture-schema';
import { fixtureMessages } from '../../../components/fixture-messages';
import { parseScore } from '../../../components/fixture-status';
import { useLiveFixture } from '../../../hooks/use-live-fixture';
import { isInPlay, type StripCardKind } from '../lib/pick-strip-matches';
import { scoreStripMessages } from './score-strip-messages';

interface ScoreCardProps {
  kind: StripCardKind;
  fixture: Fixture;
  /** Called once when a live match ends while on screen, so the strip asks for its lists again. */
  onEnded: () => void;
}

/**
 * One match of the score strip (MD-02): a single link to the match page over the whole card, so a tap
 * anywhere on it (a club's name, the score) opens the match. Its accessible name is what it shows, in
 * that order: the state (live and the minute, the kick-off, full time), then each club with its goals.
 */
export function ScoreCard({ kind, fixture, onEnded }: ScoreCardProps) {
  const intl = useIntl();
  const { language } = useTenant();
  // MC-03: a live match follows its channel's LiveFixture events (minute and score) and MatchStatus.
  const state = useLiveFixture(fixture);
  const ended = isLive(fixture) && !state.live;
  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);
  const inPlay = state.live || (!ended && isInPlay(fixture));
  const score =
    inPlay || ended || fixture.hasStarted ? (parseScore(state.score) ?? (inPlay ? ['0', '0'] : null)) : null;
  const halfTime = fixture.status === 'half-time' && !state.live;

  let status;
  let statusText: string;
  if (inPlay) {
    const minute = state.minute !== null && state.minute !== '' ? String(state.minute) : null;
    const live = intl.formatMessage(fixtureMessages.live);
    const when = halfTime
      ? intl.formatMessage(scoreStripMessages.halfTime)
      : minute
        ? intl.formatMessage(fixtureMessages.minute, { minute })
        : null;
    statusText = when ? `${live} ${when}` : live;
    status = (
      <>
        <span className="live-badge">{live}</span>
        {when ? <span className="score-card__minute">{when}</span> : null}
      </>
    );
  } else if (ended || isOver(fixture)) {
    statusText = intl.formatMessage(score ? scoreStripMessages.fullTime : fixtureMessages.notPlayed);
    status = <span className="score-card__state">{statusText}</span>;
  } else {
    const kickOff = parseIsoInstant(fixture.date);
    const text =
      kickOff === null
        ? fixture.dateStr
        : kind === 'next'
          ? formatKickOff(fixture.date, language)
          : formatInSiteTimeZone(kickOff, language, 'HH:mm');
    statusText = `${intl.formatMessage(fixtureMessages.kickOff)} ${text}`;
    status = (
      <time className="score-card__state" dateTime={fixture.date}>
        {text}
      </time>
    );
  }
  // The name a screen reader reads for the link: the visible words in their order, with pauses.
  const label = [
    statusText,
    score ? `${fixture.homeTeam} ${score[0]}` : fixture.homeTeam,
    score ? `${fixture.awayTeam} ${score[1]}` : fixture.awayTeam,
  ].join(', ');

  const team = (name: string, logo: string, goals: string | undefined) => (
    <span className="score-card__team">
      <TeamCrest name={name} logo={logo} size={24} />
      <span className="score-card__name">{name}</span>
      {goals === undefined ? null : <span className="score-card__goals">{goals}</span>}
    </span>
  );

  return (
    <Link
      to={`/matchcenter/match/${fixture.id}`}
      className={['score-card', `score-card--${kind}`, inPlay && 'score-card--live'].filter(Boolean).join(' ')}
      data-fixture-id={fixture.id}
      aria-label={label}
    >
      <span className="score-card__status">{status}</span>
      {team(fixture.homeTeam, fixture.homeTeamLogo, score?.[0])}
      {team(fixture.awayTeam, fixture.awayTeamLogo, score?.[1])}
      {kind === 'next' && !inPlay ? (
        // The countdown ticks each second: the link's name has the kick-off instead.
        <span className="score-card__countdown" aria-hidden="true">
          <Countdown target={fixture.date} />
        </span>
      ) : null}
    </Link>
  );
}
