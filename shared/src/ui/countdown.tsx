import { FormattedMessage, useIntl } from 'react-intl';
import { sharedMessages } from '../i18n/shared-messages';
import { useNow } from '../ssr/rendered-at';

interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** MC-04: the time left split into days, hours, minutes and seconds; zeros once the moment has passed. */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/**
 * MC-04: ticks every second until the target, then shows zeros. A <span> (laid out by `.countdown`), so it
 * may sit in phrasing content such as the score strip's card inside a link (issue 30: valid HTML).
 */
export function Countdown({ target }: { target: string }) {
  const intl = useIntl();
  const targetMs = Date.parse(target);
  // The page's render time first, so a server-rendered countdown hydrates to the same digits.
  const now = useNow(1000);
  const parts = countdownParts(targetMs, now);
  const units = [
    ['days', sharedMessages.days],
    ['hours', sharedMessages.hours],
    ['minutes', sharedMessages.minutes],
    ['seconds', sharedMessages.seconds],
  ] as const;
  return (
    <span className="countdown" role="timer" aria-label={intl.formatMessage(sharedMessages.countdown, { ...parts })}>
      {units.map(([unit, message]) => (
        <span key={unit} className="countdown__part" aria-hidden="true">
          <span className="countdown__value">{String(parts[unit]).padStart(2, '0')}</span>
          <span className="countdown__unit">
            <FormattedMessage {...message} />
          </span>
        </span>
      ))}
    </span>
  );
}
