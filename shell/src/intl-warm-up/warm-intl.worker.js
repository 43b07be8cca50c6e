// The worker of warm-intl.ts (decision 0066), a plain file the build copies with a content hash: told
// the page's language and time zone, it makes the Intl objects the page's first render makes, says so
// and ends. What it pays for, ICU's locale data and caches, is shared by every thread of the page's
// process, so the page's own first use is then cheap.
addEventListener('message', function (event) {
  var locale = (event.data && event.data.locale) || 'en';
  var timeZone = (event.data && event.data.timeZone) || 'UTC';
  try {
    Intl.NumberFormat.supportedLocalesOf([locale]);
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    new Intl.NumberFormat(locale).format(1.5);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone }).format(0);
    new Intl.PluralRules(locale).select(1);
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  } finally {
    postMessage('warm');
    close();
  }
});
