import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, useOverlayFocus } from '@tribune/shared';
import { webPushMessages as messages } from './web-push-messages';

/**
 * WP-01: the slide-down prompt, shown before the browser's own permission prompt (which a site gets to
 * show rarely, so it is only asked for once the reader said yes here). A modal dialog at the top of the
 * page over a dimmed backdrop (issue 26): focus goes to Allow and stays in the prompt, Escape and a tap
 * on the backdrop are "Not now", and focus returns where it came from. It slides in only when the
 * reader has not asked for reduced motion (web-push.css).
 */
export function SlideDownPrompt({
  onAllow,
  onNotNow,
  returnFocusTo,
}: {
  onAllow: () => void;
  onNotNow: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // Allow is the first button: where the reader's answer is expected.
  useOverlayFocus(panelRef, onNotNow, returnFocusTo);

  return (
    // Escape is "Not now" for the keyboard; a tap beside the prompt is the pointer's way to the same.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="content-web-push-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onNotNow();
      }}
    >
      <div
        ref={panelRef}
        className="content-web-push-prompt"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="content-web-push-prompt__title">
          {intl.formatMessage(messages.promptTitle)}
        </h2>
        <p id={textId}>{intl.formatMessage(messages.promptText)}</p>
        <div className="content-web-push-prompt__actions">
          <Button onClick={onAllow}>{intl.formatMessage(messages.allow)}</Button>
          <Button variant="secondary" onClick={onNotNow}>
            {intl.formatMessage(messages.notNow)}
          </Button>
        </div>
      </div>
    </div>
  );
}
