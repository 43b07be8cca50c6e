import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { interruptionPriority, useInterruption } from '@tribune/shared';
import { useWebPush } from '../hooks/use-web-push';
import { SlideDownPrompt } from './slide-down-prompt';
import { webPushMessages as messages } from './web-push-messages';
import './web-push.css';

/**
 * WP-01: the push toggle of the push alert (spec 001 §4). Checked: this browser gets the site's pushes.
 * Disabled, with the reason beside it, where the browser cannot (no service worker or PushManager) or
 * the reader blocked notifications.
 */
export function PushToggle() {
  const intl = useIntl();
  const reasonId = useId();
  const push = useWebPush();
  const checkboxRef = useRef<HTMLInputElement>(null);
  // Announced only after the reader changed something, never on load.
  const [changed, setChanged] = useState(false);
  const disabled = push.status !== 'ready';
  // Issue 26: the prompt the reader asked for still takes its turn: never over another overlay.
  const promptShown = useInterruption('push-prompt', push.prompting, {
    priority: interruptionPriority.pushPrompt,
    fanInitiated: true,
  });

  const reason =
    push.status === 'unsupported'
      ? messages.unsupported
      : push.status === 'blocked'
        ? messages.blocked
        : push.status === 'checking'
          ? messages.checking
          : null;

  return (
    <div className="content-web-push">
      <label className="content-web-push__toggle">
        <input
          ref={checkboxRef}
          type="checkbox"
          checked={push.subscribed}
          disabled={disabled}
          aria-describedby={reason === null ? undefined : reasonId}
          aria-busy={push.status === 'busy' || undefined}
          onChange={(event) => {
            setChanged(true);
            void (event.target.checked ? push.subscribe() : push.unsubscribe());
          }}
        />{' '}
        {intl.formatMessage(messages.toggle)}
      </label>
      {reason === null ? null : (
        <p id={reasonId} className="content-web-push__reason">
          {intl.formatMessage(reason)}
        </p>
      )}
      <p className="content-web-push__status" role="status">
        {push.failed
          ? intl.formatMessage(messages.failed)
          : changed && push.status === 'ready' && !push.prompting
            ? intl.formatMessage(push.subscribed ? messages.on : messages.off)
            : ''}
      </p>
      {promptShown ? (
        <SlideDownPrompt onAllow={() => void push.allow()} onNotNow={push.notNow} returnFocusTo={checkboxRef.current} />
      ) : null}
    </div>
  );
}
