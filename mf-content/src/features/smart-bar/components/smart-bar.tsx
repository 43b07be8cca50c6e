import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { bottomPanelLevel, useApiClient, useBottomPanel } from '@tribune/shared';
import type { SmartBar as SmartBarData } from '../api/get-smart-bar';
import { hideSmartBar } from '../api/hide-smart-bar';
import { storeSmartBarDate } from '../lib/smartbar-date';
import { smartBarMessages } from './smart-bar-messages';
import './smart-bar.css';

/**
 * SB-01: the tenant's announcement, fixed to the bottom of the viewport (its arrival shifts nothing
 * above the fold; the page gains room at its end for it, so it covers no control).
 * Following its link remembers the update (`smartbar_date`) and hides the bar; so does the close
 * button, which also tells the site (POST /ajax/smart-bar/hide with the CSRF header) and hides the bar
 * whatever the answer. The text is plain text and rendered as text.
 */
export function SmartBar({ bar, pending = false }: { bar: SmartBarData; pending?: boolean }) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return <ShownSmartBar bar={bar} pending={pending} onHide={() => setHidden(true)} />;
}

/**
 * `pending`: the server's bar, not yet checked against this browser's stored date. Marked for the
 * page's head hint (`data-smart-bar="pending"`), which hides it before the first paint in a browser
 * that has closed or followed a bar (docs/contracts.md).
 */
function ShownSmartBar({ bar, pending, onHide }: { bar: SmartBarData; pending: boolean; onHide: () => void }) {
  const intl = useIntl();
  const client = useApiClient();
  const region = useRef<HTMLElement>(null);
  // The page keeps the bar's room free at its end while it shows (issue 26); the lowest panel, at 0.
  useBottomPanel(region, bottomPanelLevel.smartBar);

  function dismiss() {
    storeSmartBarDate(bar.updated_at);
    onHide();
  }

  function close() {
    dismiss();
    hideSmartBar(client).catch((error: unknown) => {
      // The bar is gone either way; a failed count is only worth a line in the console.
      console.error('The smart bar close was not recorded', error);
    });
  }

  return (
    <section
      ref={region}
      className="smart-bar"
      data-smart-bar={pending ? 'pending' : undefined}
      aria-label={intl.formatMessage(smartBarMessages.region)}
    >
      <a className="smart-bar__link" href={bar.link} onClick={dismiss}>
        {bar.text}
      </a>
      <button
        type="button"
        className="smart-bar__close"
        aria-label={intl.formatMessage(smartBarMessages.close)}
        onClick={close}
      >
        ×
      </button>
    </section>
  );
}
