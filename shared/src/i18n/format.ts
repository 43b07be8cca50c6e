import { DateTime, Settings } from 'luxon';
import type { Language } from '../bootstrap/bootstrap';

/**
 * Dates and times show in the clubs' time zone, on the server and in the browser alike: a page rendered
 * on a server in UTC must hydrate to the same text in a fan's browser (docs/decisions/0008).
 */
export const siteTimeZone = 'Europe/Amsterdam';
Settings.defaultZone = siteTimeZone;

/** ART-07: excerpts are cut at 175 characters. */
export const excerptMaxLength = 175;

/** ART-07: cut text at the limit, on a word boundary where one is near, and add an ellipsis. */
export function truncateExcerpt(text: string, maxLength: number = excerptMaxLength): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > maxLength * 0.7 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * ART-07: article dates are DD-MM-YYYY, and HH:mm when published today, in the page's language
 * (PLT-06: dates through luxon in nl or en).
 */
export function formatArticleDate(iso: string, language: Language, nowOrMillis: DateTime | number = DateTime.now()): string {
  const now = typeof nowOrMillis === 'number' ? DateTime.fromMillis(nowOrMillis) : nowOrMillis;
  const date = DateTime.fromISO(iso, { setZone: false }).setLocale(language);
  if (!date.isValid) return '';
  const local = date.setZone(now.zone);
  return local.hasSame(now, 'day') ? local.toFormat('HH:mm') : local.toFormat('dd-LL-yyyy');
}

/** A long, human date ("22 November 2026" / "22 november 2026") for article bylines. */
export function formatLongDate(iso: string, language: Language): string {
  const date = DateTime.fromISO(iso).setLocale(language);
  return date.isValid ? date.toLocaleString(DateTime.DATE_FULL) : '';
}

/** Date and time of a kick-off in the page's language ("za 22 nov, 14:30"). */
export function formatKickOff(iso: string, language: Language): string {
  const date = DateTime.fromISO(iso).setLocale(language);
  return date.isValid ? date.toFormat('ccc d LLL, HH:mm') : '';
}
