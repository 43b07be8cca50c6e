import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import {
  interruptionPriority,
  sharedMessages,
  useInterruption,
  useOverlayFocus,
  useSiteSettings,
  useTenant,
} from '@tribune/shared';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { isPopupDue, markPopupDisplayed } from '../popup-displayed-date';
import './site-popup.css';

const titleMessage = defineMessage<{ site: string }>({
  id: 'account.popup.title',
  defaultMessage: 'A message from {site}',
  description: 'Accessible name of the site pop-up (not shown); site is the name of the website',
});

/** POP-01: the spec's constant, the pop-up shows once the page is scrolled past this part. */
const popupScrollThreshold = 0.2;

/** The operator's link, if it is one a browser should follow from a button (http(s) or a path on this site). */
function safeLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const { protocol } = new URL(link, window.location.origin);
    return protocol === 'https:' || protocol === 'http:' ? link : null;
  } catch {
    return null;
  }
}

/** Whether the pop-up's button leads to the page the fan is on (a pop-up selling the page they read). */
function leadsToPage(link: string | null, pathname: string): boolean {
  if (!link || typeof window === 'undefined') return false;
  try {
    const target = new URL(link, window.location.origin);
    return (
      target.origin === window.location.origin && target.pathname.replace(/\/$/, '') === pathname.replace(/\/$/, '')
    );
  } catch {
    return false;
  }
}

type Phase = 'waiting' | 'open' | 'closed';

/**
 * POP-01: the tenant's pop-up (GET /api/v2/setting, once per page), on every page. It waits until the
 * page is scrolled past 20 %, then asks the page's interruption queue for its turn (issue 26: never on
 * a visitor's first page view, never over the drawer, a dialog, a field being typed in or another
 * overlay; decision 0028), nor on the page its own button leads to. When it gets it, it shows once
 * and remembers the settings date; it shows again only when the server's date is newer. A modal dialog in a corner: focus stays in it, Escape,
 * the close button and a tap beside it close it, and focus goes back where it was.
 */
export function SitePopup() {
  const { data } = useSiteSettings();
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<Phase>('waiting');
  const popup = data?.popup ?? null;
  const settingsDate = data?.settings_date ?? null;
  // Not on the page its button leads to (the demo's pop-up invites to the predictions page): it waits
  // for another page. Decided once per answer and page: once shown, the stored date no longer makes it
  // due, but it stays open.
  const here = leadsToPage(popup?.link ?? null, pathname);
  const due = useMemo(() => popup !== null && !here && isPopupDue(settingsDate), [popup, here, settingsDate]);
  const scrolled = useScrolledPast(popupScrollThreshold, due && phase === 'waiting', pathname);
  const hasTurn = useInterruption('popup', (phase === 'waiting' && due && scrolled) || phase === 'open', {
    priority: interruptionPriority.popup,
  });

  useEffect(() => {
    if (phase !== 'waiting' || !hasTurn) return;
    markPopupDisplayed(settingsDate);
    setPhase('open');
  }, [phase, hasTurn, settingsDate]);

  if (phase !== 'open' || !hasTurn || popup === null) return null;
  const link = safeLink(popup.link);
  return (
    <PopupDialog logo={popup.reducedLogoPath} onClose={() => setPhase('closed')}>
      {/* Sanitised by the API when the operator saved it (api/src/lib/html.ts), so it renders as HTML. */}
      <div className="site-popup__content" dangerouslySetInnerHTML={{ __html: popup.htmlContent }} />
      {link && popup.buttonText ? (
        <a className="button button--primary site-popup__button" href={link}>
          {popup.buttonText}
        </a>
      ) : null}
    </PopupDialog>
  );
}

function PopupDialog({ logo, onClose, children }: { logo: string | null; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  const tenant = useTenant();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useOverlayFocus(dialogRef, onClose);
  return (
    // Escape closes the dialog for the keyboard; a tap beside it is the pointer's way to the same.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="site-popup-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="site-popup"
      >
        <div className="site-popup__header">
          {logo ? <img className="site-popup__logo" src={logo} alt="" /> : null}
          <h2 id={titleId} className="visually-hidden">
            {intl.formatMessage(titleMessage, { site: tenant.name })}
          </h2>
          <button
            type="button"
            className="modal__close site-popup__close"
            aria-label={intl.formatMessage(sharedMessages.close)}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
