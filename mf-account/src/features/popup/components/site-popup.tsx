import { useEffect, useId, useMemo, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { sharedMessages, useTenant } from '@tribune/shared';
import { useSiteSettings } from '../../../lib/site-settings';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { isPopupDue, markPopupDisplayed } from '../popup-displayed-date';

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

type Phase = 'waiting' | 'open' | 'closed';

/**
 * POP-01: the tenant's pop-up (GET /api/v2/setting, once per page), on every page. It waits until the
 * page is scrolled past 20 %, then shows once and remembers the settings date; it shows again only
 * when the server's date is newer. A non-modal dialog in a corner: reading goes on, Escape closes it.
 */
export function SitePopup() {
  const intl = useIntl();
  const tenant = useTenant();
  const titleId = useId();
  const { data } = useSiteSettings();
  const [phase, setPhase] = useState<Phase>('waiting');
  const popup = data?.popup ?? null;
  const settingsDate = data?.settings_date ?? null;
  // Decided once per answer: once shown, the stored date no longer makes it due, but it stays open.
  const due = useMemo(() => popup !== null && isPopupDue(settingsDate), [popup, settingsDate]);
  const scrolled = useScrolledPast(popupScrollThreshold, due && phase === 'waiting');

  useEffect(() => {
    if (phase !== 'waiting' || !due || !scrolled) return;
    markPopupDisplayed(settingsDate);
    setPhase('open');
  }, [phase, due, scrolled, settingsDate]);

  useEffect(() => {
    if (phase !== 'open') return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPhase('closed');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [phase]);

  if (phase !== 'open' || popup === null) return null;
  const link = safeLink(popup.link);
  return (
    <div role="dialog" aria-labelledby={titleId} className="site-popup">
      <div className="site-popup__header">
        {popup.reducedLogoPath ? <img className="site-popup__logo" src={popup.reducedLogoPath} alt="" /> : null}
        <h2 id={titleId} className="visually-hidden">
          {intl.formatMessage(titleMessage, { site: tenant.name })}
        </h2>
        <button
          type="button"
          className="modal__close site-popup__close"
          aria-label={intl.formatMessage(sharedMessages.close)}
          onClick={() => setPhase('closed')}
        >
          ×
        </button>
      </div>
      {/* Sanitised by the API when the operator saved it (api/src/lib/html.ts), so it renders as HTML. */}
      <div className="site-popup__content" dangerouslySetInnerHTML={{ __html: popup.htmlContent }} />
      {link && popup.buttonText ? (
        <a className="button button--primary site-popup__button" href={link}>
          {popup.buttonText}
        </a>
      ) : null}
    </div>
  );
}
