import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { Match, MatchEvent } from '../api/get-fixture';
import { minuteText, playerPath, teamName } from '../lib/match-facts';
import { matchPageMessages as messages } from './match-page-messages';

export function eventLabel(intl: IntlShape, type: MatchEvent['type']): string {
  switch (type) {
    case 'goal':
      return intl.formatMessage(messages.goal);
    case 'penalty':
      return intl.formatMessage(messages.penalty);
    case 'own-goal':
      return intl.formatMessage(messages.ownGoal);
    case 'yellow-card':
      return intl.formatMessage(messages.yellowCard);
    case 'red-card':
      return intl.formatMessage(messages.redCard);
    case 'substitution':
      return intl.formatMessage(messages.substitution);
  }
}

function PlayerLink({ id, name }: { id: number | null; name: string | null }) {
  const intl = useIntl();
  const text = name ?? intl.formatMessage(messages.unknownPlayer);
  return id === null ? <>{text}</> : <Link to={playerPath(id)}>{text}</Link>;
}

/** The events list (MC-12): goals, penalties, own goals, cards and substitutions, in match order. */
export function MatchEvents({ match }: { match: Match }) {
  const intl = useIntl();
  const headingId = useId();
  const isGoal = (e: MatchEvent) => e.type === 'goal' || e.type === 'penalty' || e.type === 'own-goal';
  return (
    <section className="match-events" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-section__title">
        {intl.formatMessage(messages.eventsTab)}
      </h2>
      {match.events.length === 0 ? (
        <p className="mc-empty">{intl.formatMessage(match.hasStarted ? messages.noEvents : messages.noEventsYet)}</p>
      ) : (
        <ol className="match-events__list">
          {match.events.map((event) => (
            <li
              key={event.sequence}
              className={`match-event match-event--${event.team} match-event--${event.type}`}
              data-sequence={event.sequence}
            >
              <span className="match-event__minute">
                {intl.formatMessage(messages.minute, { minute: minuteText(event.minute, event.extraMinute) })}
              </span>
              <span className="match-event__icon" aria-hidden="true" />
              <span className="match-event__body">
                <span className="match-event__type">{eventLabel(intl, event.type)}</span>{' '}
                {event.type === 'substitution' ? (
                  <span className="match-event__players">
                    <span className="visually-hidden">{intl.formatMessage(messages.playerIn)} </span>
                    <span className="match-event__in" aria-hidden="true">
                      ↑{' '}
                    </span>
                    <PlayerLink id={event.playerId} name={event.playerName} />{' '}
                    <span className="visually-hidden">{intl.formatMessage(messages.playerOut)} </span>
                    <span className="match-event__out" aria-hidden="true">
                      ↓{' '}
                    </span>
                    <PlayerLink id={event.relatedPlayerId} name={event.relatedPlayerName} />
                  </span>
                ) : (
                  <span className="match-event__players">
                    <PlayerLink id={event.playerId} name={event.playerName} />
                    {isGoal(event) && event.relatedPlayerName !== null ? (
                      <span className="match-event__assist">
                        {' '}
                        ({intl.formatMessage(messages.assist, { name: event.relatedPlayerName })})
                      </span>
                    ) : null}
                  </span>
                )}
                <span className="match-event__team"> · {teamName(match, event.team)}</span>
                {isGoal(event) ? <span className="match-event__result"> {event.result}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
