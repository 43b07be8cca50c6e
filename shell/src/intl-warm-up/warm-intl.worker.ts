// The worker half of warmIntlOffTheMainThread (./warm-intl.ts): told the page's language, it makes
// the Intl objects the page's first render makes, then ends. What it pays for (ICU's locale data and
// caches) is shared by every thread of the page's process, so the page's own first use is then cheap.
// The module itself, not @tribune/shared: a worker has no federation share scope, and this constant is
// all it needs (format.ts imports nothing at run time).
import { siteTimeZone } from '../../../shared/src/i18n/format';

addEventListener('message', (event: MessageEvent<unknown>) => {
  const locale = typeof event.data === 'string' && event.data !== '' ? event.data : 'en';
  try {
    // What react-intl's createIntl checks the locale with.
    Intl.NumberFormat.supportedLocalesOf([locale]);
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    // What the first render formats: numbers, kick-off times in the site's zone, plurals, "3 minutes ago".
    new Intl.NumberFormat(locale).format(1.5);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: siteTimeZone }).format(0);
    new Intl.PluralRules(locale).select(1);
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  } finally {
    postMessage('warm');
    close();
  }
});
