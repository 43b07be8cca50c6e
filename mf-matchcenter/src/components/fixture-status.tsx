import { useIntl } from 'react-intl';
import { formatInSiteTimeZone, formatKickOff, parseIsoInstant, useTenant } from '@tribune/shared';
import { isOver, type Fixture } from '../lib/api/fixture-schema';
import type { LiveFixtureState } from '../hooks/use-live-fixture';
import { fixtureMessages } from './fixture-messages';

/** 'h-a' → [h, a]; anything else → null. */
export function parseScore(score: string | null): [string, string] | null {
  const match = score?.match(/^\s*(\d+)\s*[-:]\s*(\d+)\s*$/);
  return match?.[1] !== undefined && match[2] !== undefined ? [match[1], match[2]] : null;
}

interface FixtureStatusProps {
  fixture: Fixture;
  state: LiveFixtureState;
  /** 'time' shows HH:mm (the day is a heading above); 'kick-off' shows day and time. */
  kickOffFormat: 'time' | 'kick-off';
}

/** The middle of a fixture row: the live badge and minute (MC-03), the score, or the kick-off. */
export function FixtureStatus({ fixture, state, kickOffFormat }: FixtureStatusProps) {
  const intl = useIntl();
  const { language } = useTenant();
  const score = parseScore(state.score);
  const scoreElement = score ? (
    <span className="fixture__score">
      <span className="visually-hidden">
        {intl.formatMessage(fixtureMessages.scoreLabel, {
          home: score[0],
          away: score[1],
        })}
      </span>
      <span aria-hidden="true">
        {score[0]} - {score[1]}
      </span>
    </span>
  ) : null;

  if (state.live) {
    return (
      <span className="fixture__status fixture__status--live">
        <span className="live-badge">{intl.formatMessage(fixtureMessages.live)}</span>
        {state.minute !== null && state.minute !== '' ? (
          <span className="fixture__minute">
            {intl.formatMessage(fixtureMessages.minute, {
              minute: String(state.minute),
            })}
          </span>
        ) : null}
        {scoreElement ?? <span className="fixture__score">0 - 0</span>}
      </span>
    );
  }
  if (scoreElement && (fixture.hasStarted || isOver(fixture))) {
    return <span className="fixture__status">{scoreElement}</span>;
  }
  if (isOver(fixture)) {
    return (
      <span className="fixture__status fixture__status--muted">{intl.formatMessage(fixtureMessages.notPlayed)}</span>
    );
  }
  const kickOff = parseIsoInstant(fixture.date);
  if (kickOff === null)
    return <span className="fixture__status">{fixture.dateStr || intl.formatMessage(fixtureMessages.vs)}</span>;
  const text =
    kickOffFormat === 'time' ? formatInSiteTimeZone(kickOff, language, 'HH:mm') : formatKickOff(fixture.date, language);
  return (
    <span className="fixture__status">
      <time className="fixture__kick-off" dateTime={fixture.date} title={formatKickOff(fixture.date, language)}>
        <span className="visually-hidden">{intl.formatMessage(fixtureMessages.kickOff)} </span>
        {text}
      </time>
    </span>
  );
}
