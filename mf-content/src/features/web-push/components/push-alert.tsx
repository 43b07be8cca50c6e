import { lazy, Suspense, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSiteSettings } from '@tribune/shared';

const messages = defineMessages({
  title: {
    id: 'content.push-alert.title',
    defaultMessage: 'Sent as a push notification',
    description: 'Push alert on an article that carried a web push (ART-01): its heading',
  },
  text: {
    id: 'content.push-alert.text',
    defaultMessage:
      'This story went out as a push notification. Allow notifications from this site in your browser to get the next one first.',
    description: 'Push alert on an article that carried a web push (ART-01): what it means for the reader',
  },
});

// WP-01: the toggle and the browser push code are their own chunk, fetched only where the alert shows.
const PushToggle = lazy(async () => ({
  default: (await import('./push-toggle')).PushToggle,
}));

/**
 * ART-01: the push alert of an article that carries a web push, with WP-01's push toggle. Spec 001 §5:
 * it shows only when the site's `show_web_push` setting equals 1 and the article's `web_push` equals 1;
 * the page renders this only for such an article, and this asks the site. Nothing shows while it asks
 * or when it cannot.
 */
export function PushAlert() {
  const intl = useIntl();
  const titleId = useId();
  // Unset or unreadable, the site shows no alert.
  const shown = useSiteSettings().data?.show_web_push === 1;
  if (!shown) return null;
  return (
    <aside className="alert alert--info content-push-alert" aria-labelledby={titleId}>
      <strong id={titleId}>{intl.formatMessage(messages.title)}</strong>
      <p>{intl.formatMessage(messages.text)}</p>
      <Suspense fallback={null}>
        <PushToggle />
      </Suspense>
    </aside>
  );
}
