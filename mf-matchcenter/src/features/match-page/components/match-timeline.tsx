import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Match, TimelineMark } from '../api/get-match';
import { minuteText, teamName } from '../lib/match-facts';
import { eventLabel } from './match-events';
import { matchPageMessages as messages } from './match-page-messages';

/**
 * Where a mark sits on the bar, in percent: each half takes half the bar, stoppage time squeezed into
 * the end of its half so a 45+4 goal stays before the break.
 */
function position(mark: Pick<TimelineMark, 'minute' | 'extraMinute'>): number {
  const extra = Math.min(mark.extraMinute ?? 0, 9) * 0.1;
  const minute = Math.max(0, Math.min(90, mark.minute)) + extra;
  return Math.round(Math.min(100, (minute / 91) * 100) * 10) / 10;
}

/** The match's timeline (MC-12): kick-off, half time, full time and a minute mark for each goal, card and substitution. */
export function MatchTimeline({ match }: { match: Match }) {
  const intl = useIntl();
  const headingId = useId();
  if (match.timeline.length === 0) return null;
  const events = new Map(match.events.map((e) => [e.sequence, e]));
  const label = (mark: TimelineMark): string => {
    const minute = minuteText(mark.minute, mark.extraMinute);
    if (mark.kind === 'kick-off') return intl.formatMessage(messages.kickOff);
    if (mark.kind === 'half-time') return intl.formatMessage(messages.halfTime);
    if (mark.kind === 'full-time') return intl.formatMessage(messages.fullTime);
    const event = mark.sequence === null ? undefined : events.get(mark.sequence);
    const kind = event
      ? eventLabel(intl, event.type)
      : intl.formatMessage(
          mark.kind === 'goal' ? messages.goal : mark.kind === 'card' ? messages.card : messages.substitution,
        );
    const who = event?.playerName ? ` (${event.playerName})` : '';
    return `${intl.formatMessage(messages.timelineMark, {
      minute,
      kind,
      team: mark.team === null ? '' : teamName(match, mark.team),
    })}${who}`;
  };
  return (
    <section className="match-timeline" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-section__title">
        {intl.formatMessage(messages.timeline)}
      </h2>
      <ol className="match-timeline__bar">
        {match.timeline.map((mark, index) => {
          const event = mark.sequence === null ? undefined : events.get(mark.sequence);
          const kind = event?.type ?? mark.kind;
          return (
            <li
              key={mark.sequence === null ? `${mark.kind}-${index}` : `event-${mark.sequence}`}
              className={[
                'match-timeline__mark',
                `match-timeline__mark--${kind}`,
                mark.team ? `match-timeline__mark--${mark.team}` : 'match-timeline__mark--period',
              ].join(' ')}
              style={{ left: `${position(mark)}%` }}
              title={label(mark)}
            >
              <span className="visually-hidden">{label(mark)}</span>
              <span className="match-timeline__minute" aria-hidden="true">
                {mark.sequence === null ? null : `${minuteText(mark.minute, mark.extraMinute)}'`}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
