import { useId, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { Match, TimelineMark } from '../api/get-fixture';
import { minuteText, teamName } from '../lib/match-facts';
import { assignLanes, timelinePosition } from '../lib/timeline-lanes';
import { eventLabel } from './match-events';
import { matchPageMessages as messages } from './match-page-messages';
import { matchPreviewMessages as previewMessages } from './match-preview-messages';

/** The least distance, in percent of the bar, between two labels in one lane (a "45+2'" label's width on a phone). */
const LANE_GAP = 12;

/**
 * The match's timeline (MC-12): kick-off, half time, full time and a minute mark for each goal, card
 * and substitution; the home side's above the axis, the away side's below, close ones stacked in lanes
 * so their labels never overlap.
 */
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

  const positions = match.timeline.map(timelinePosition);
  const laneOf = new Map<number, number>();
  for (const side of ['home', 'away'] as const) {
    const indexes = match.timeline.flatMap((mark, index) => (mark.team === side ? [index] : []));
    const lanes = assignLanes(
      indexes.map((index) => positions[index] ?? 0),
      LANE_GAP,
    );
    indexes.forEach((index, i) => laneOf.set(index, lanes[i] ?? 0));
  }
  const lanesOf = (side: 'home' | 'away') =>
    Math.max(1, ...match.timeline.map((mark, index) => (mark.team === side ? (laneOf.get(index) ?? 0) + 1 : 0)));
  const barStyle: CSSProperties & Record<'--home-lanes' | '--away-lanes', number> = {
    '--home-lanes': lanesOf('home'),
    '--away-lanes': lanesOf('away'),
  };

  return (
    <section className="match-timeline" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-section__title">
        {intl.formatMessage(messages.timeline)}
      </h2>
      <ol className="match-timeline__bar" style={barStyle}>
        {match.timeline.map((mark, index) => {
          const event = mark.sequence === null ? undefined : events.get(mark.sequence);
          const kind = event?.type ?? mark.kind;
          const markStyle: CSSProperties & Record<'--lane', number> = {
            left: `${positions[index] ?? 0}%`,
            '--lane': laneOf.get(index) ?? 0,
          };
          return (
            <li
              key={mark.sequence === null ? `${mark.kind}-${index}` : `event-${mark.sequence}`}
              className={[
                'match-timeline__mark',
                `match-timeline__mark--${kind}`,
                mark.team ? `match-timeline__mark--${mark.team}` : 'match-timeline__mark--period',
              ].join(' ')}
              style={markStyle}
              title={label(mark)}
            >
              <span className="visually-hidden">{label(mark)}</span>
              {mark.sequence === null ? null : (
                <>
                  <span className="match-timeline__minute" aria-hidden="true">
                    {`${minuteText(mark.minute, mark.extraMinute)}'`}
                  </span>
                  <span className="match-timeline__dot" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
      <p className="match-timeline__scale" aria-hidden="true">
        <span>0&apos;</span>
        <span>{intl.formatMessage(messages.halfTime)}</span>
        <span>90&apos;</span>
      </p>
      <p className="match-timeline__legend">
        {intl.formatMessage(previewMessages.timelineLegend, { home: match.homeTeam, away: match.awayTeam })}
      </p>
    </section>
  );
}
