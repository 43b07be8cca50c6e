import type { IntlShape } from 'react-intl';
import { siteTimeZone } from '@tribune/shared';

const monthPattern = /^(\d{4})-(\d{2})$/;

/**
 * The instant in the middle of a 'YYYY-MM' month (the 15th, noon UTC), or null when the text is not one.
 * Formatting it in the site's time zone gives that month whatever the browser's zone, where the 1st at
 * midnight would fall in the month before west of Amsterdam.
 */
function monthInstant(month: string): number | null {
  const match = monthPattern.exec(month);
  if (!match) return null;
  const monthIndex = Number(match[2]) - 1;
  if (monthIndex < 0 || monthIndex > 11) return null;
  return Date.UTC(Number(match[1]), monthIndex, 15, 12);
}

/** 'Jan' / 'jan' (KAR-02: month names in the tenant's language); the raw text if it is not a month. */
export function shortMonthName(intl: IntlShape, month: string): string {
  const instant = monthInstant(month);
  return instant === null ? month : intl.formatDate(instant, { month: 'short', timeZone: siteTimeZone });
}

/** 'Jan 2026' / 'jan 2026', where the year matters (the chart's summary and data table span two years). */
export function monthAndYear(intl: IntlShape, month: string): string {
  const instant = monthInstant(month);
  return instant === null
    ? month
    : intl.formatDate(instant, { month: 'short', year: 'numeric', timeZone: siteTimeZone });
}
