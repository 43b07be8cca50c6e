import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiClient } from '@tribune/shared';
import type { SmartBar as SmartBarData } from '../api/get-smart-bar';
import { hideSmartBar } from '../api/hide-smart-bar';
import { storeSmartBarDate } from '../lib/smartbar-date';
import { smartBarMessages } from './smart-bar-messages';
import './smart-bar.css';

/**
 * SB-01: the tenant's announcement, fixed to the bottom of the viewport (its arrival shifts nothing).
 * Following its link remembers the update (`smartbar_date`) and hides the bar; so does the close
 * button, which also tells the site (POST /ajax/smart-bar/hide with the CSRF header) and hides the bar
 * whatever the answer. The text is plain text and rendered as text.
 */
export function SmartBar({ bar }: { bar: SmartBarData }) {
  const intl = useIntl();
  const client = useApiClient();
  const [hidden, setHidden] = useState(false);

  if (hidden) return null;

  function dismiss() {
    storeSmartBarDate(bar.updated_at);
    setHidden(true);
  }

  function close() {
    dismiss();
    hideSmartBar(client).catch((error: unknown) => {
      // The bar is gone either way; a failed count is only worth a line in the console.
      console.error('The smart bar close was not recorded', error);
    });
  }

  return (
    <section className="smart-bar" aria-label={intl.formatMessage(smartBarMessages.region)}>
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
