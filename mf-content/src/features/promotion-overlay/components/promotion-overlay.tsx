import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { interruptionPriority, Modal, useInterruption, useTenant } from '@tribune/shared';
import type { PromotionOverlay as PromotionOverlayData } from '../hooks/use-promotion-overlay';
import {
  closeAfterIframeFocusMs,
  dismissOverlay,
  heightCheckIntervalMs,
  heightFixDelayMs,
  isOverlayDismissed,
  overlayOpenDelayMs,
} from '../lib/overlay-rules';
import { fittingPluginSize, pagePluginUrl, type PluginSize } from '../lib/page-plugin';
import { promotionOverlayMessages } from './promotion-overlay-messages';
import './promotion-overlay.css';

type Phase = 'waiting' | 'open' | 'closed';

function viewportSize(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * OVL-01: the social promotion overlay: a dialog with the club's page in the channel's page plugin.
 * Once the visitor has been on a page for a while (`overlayOpenDelayMs`, counted again on each page),
 * it asks the page's interruption queue for its turn (issue 26, decision 0028: never on a visitor's
 * first page view, never over the drawer, a dialog, a field being typed in or another overlay). Its height fits the viewport: fixed 4 s after it opens, then checked every 6 s (a phone's
 * toolbar, a rotation). When focus moves into the plugin (the fan pressed "Like" there), it closes 5 s
 * later. However it closes (that, the close button, Escape, the backdrop), the dismissal cookie keeps
 * it away for 30 days. The caller renders it only when it may show (no cookie, not Facebook's in-app
 * browser, a channel and url).
 */
export function PromotionOverlay({ overlay }: { overlay: PromotionOverlayData }) {
  const intl = useIntl();
  const tenant = useTenant();
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<Phase>('waiting');
  /** The page on which the visitor has been long enough. */
  const [readyOn, setReadyOn] = useState<string | null>(null);
  const hasTurn = useInterruption(
    'promotion-overlay',
    (phase === 'waiting' && readyOn === pathname) || phase === 'open',
    { priority: interruptionPriority.promotionOverlay },
  );
  const [size, setSize] = useState<PluginSize>(() => fittingPluginSize(viewportSize()));
  const iframeRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (phase !== 'waiting') return undefined;
    const timer = setTimeout(() => setReadyOn(pathname), overlayOpenDelayMs);
    return () => clearTimeout(timer);
  }, [phase, pathname]);

  useEffect(() => {
    if (phase !== 'waiting' || !hasTurn) return;
    // Dismissed on another tab or page meanwhile: the turn passes on.
    if (isOverlayDismissed()) setPhase('closed');
    else {
      setSize(fittingPluginSize(viewportSize()));
      setPhase('open');
    }
  }, [phase, hasTurn]);

  useEffect(() => {
    if (phase !== 'open') return undefined;
    const fitHeight = () => {
      const fitting = fittingPluginSize(viewportSize());
      setSize((current) => (current.width === fitting.width && current.height === fitting.height ? current : fitting));
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const delay = setTimeout(() => {
      fitHeight();
      interval = setInterval(fitHeight, heightCheckIntervalMs);
    }, heightFixDelayMs);
    return () => {
      clearTimeout(delay);
      clearInterval(interval);
    };
  }, [phase]);

  useEffect(() => {
    if (phase !== 'open') return undefined;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    let check: ReturnType<typeof setTimeout> | undefined;
    const focusIsInFrame = () => iframeRef.current !== null && document.activeElement === iframeRef.current;
    const startClosing = () => {
      if (closeTimer !== undefined || !focusIsInFrame()) return;
      closeTimer = setTimeout(() => {
        dismissOverlay();
        setPhase('closed');
      }, closeAfterIframeFocusMs);
    };
    // A click inside the cross-origin frame shows only as the page losing focus to it; some browsers
    // move `activeElement` to the frame just after the blur event, hence the second look.
    const onBlur = () => {
      startClosing();
      check = setTimeout(startClosing, 0);
    };
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('blur', onBlur);
      clearTimeout(check);
      clearTimeout(closeTimer);
    };
  }, [phase]);

  if (phase !== 'open' || !hasTurn) return null;

  const close = () => {
    dismissOverlay();
    setPhase('closed');
  };

  return (
    <Modal
      title={intl.formatMessage(promotionOverlayMessages.title, { site: tenant.name })}
      onClose={close}
      className="promotion-overlay"
    >
      <iframe
        ref={iframeRef}
        className="promotion-overlay__frame"
        title={intl.formatMessage(promotionOverlayMessages.frameTitle, { site: tenant.name })}
        src={pagePluginUrl(overlay, size, tenant.language)}
        width={size.width}
        height={size.height}
        loading="lazy"
        allow="encrypted-media"
      />
    </Modal>
  );
}
