import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@tribune/shared';
import { webPushMessages as messages } from './web-push-messages';

/**
 * WP-01: the slide-down prompt, shown before the browser's own permission prompt (which a site gets to
 * show rarely, so it is only asked for once the reader said yes here). A non-modal dialog at the top of
 * the page: focus goes to Allow, Escape is "Not now", and focus returns where it came from. It slides
 * in only when the reader has not asked for reduced motion (web-push.css).
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

  useEffect(() => {
    const panel = panelRef.current;
    // Allow is the first button: where the reader's answer is expected.
    panel?.querySelector('button')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onNotNow();
    };
    panel?.addEventListener('keydown', closeOnEscape);
    return () => {
      panel?.removeEventListener('keydown', closeOnEscape);
      returnFocusTo?.focus();
    };
  }, [onNotNow, returnFocusTo]);

  return (
    <div
      ref={panelRef}
      className="content-web-push-prompt"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
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
  );
}
