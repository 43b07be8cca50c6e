import type { Language } from '../bootstrap/bootstrap';

/**
 * Dates and times show in the clubs' time zone, on the server and in the browser alike: a page rendered
 * on a server in UTC must hydrate to the same text in a fan's browser (docs/decisions/0010).
 *
 * Dates are read and written with the platform's `Intl.DateTimeFormat`, not luxon (issue 10 §3: luxon
 * was ~20 kB gzip on every page). The functions below write exactly what luxon wrote with
 * `Settings.defaultZone = siteTimeZone` (format.test.ts compares them with luxon across two years, in
 * both languages).
 */
export const siteTimeZone = 'Europe/Amsterdam';

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
 * ART-07: article dates are DD-MM-YYYY, and HH:mm when published today (in the site's time zone), in
 * the page's language (PLT-06). `now` is the page's render time (useRenderedAt), so a server-rendered
 * date hydrates unchanged.
 */
export function formatArticleDate(iso: string, language: Language, now: number | Date = Date.now()): string {
  const instant = parseIsoInstant(iso);
  if (instant === null) return '';
  const today = formatInSiteTimeZone(Number(now), language, 'yyyy-LL-dd');
  const sameDay = formatInSiteTimeZone(instant, language, 'yyyy-LL-dd') === today;
  return formatInSiteTimeZone(instant, language, sameDay ? 'HH:mm' : 'dd-LL-yyyy');
}

/** A long, human date ("22 November 2026" / "22 november 2026") for article bylines. */
export function formatLongDate(iso: string, language: Language): string {
  const instant = parseIsoInstant(iso);
  return instant === null
    ? ''
    : dateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(instant);
}

/** Date and time of a kick-off in the page's language ("za 22 nov, 14:30"). */
export function formatKickOff(iso: string, language: Language): string {
  const instant = parseIsoInstant(iso);
  return instant === null ? '' : formatInSiteTimeZone(instant, language, 'ccc d LLL, HH:mm');
}

// yyyy[-]MM[-]dd, then optionally T, HH[:mm[:ss[.fraction]]] and an offset: the calendar forms of
// ISO 8601 that luxon's DateTime.fromISO reads (its week and ordinal dates, six-digit years and
// [Zone] suffixes are not read here; nothing we receive uses them).
const isoPattern =
  /^(\d{4})(?:-?(\d\d)(?:-?(\d\d))?)?(?:[Tt](\d\d)(?::?(\d\d)(?::?(\d\d)(?:[.,](\d{1,30}))?)?)?(?:([Zz])|([+-]\d\d)(?::?(\d\d))?)?)?$/;

/**
 * The instant an ISO 8601 date or date-time names, in epoch milliseconds, or null when the text is not
 * one (a date the server already wrote for people, say). Without an offset the text is a wall-clock
 * time in the site's time zone, as luxon read it with `Settings.defaultZone = siteTimeZone`.
 */
export function parseIsoInstant(iso: string): number | null {
  const match = isoPattern.exec(iso);
  if (!match) return null;
  const [, y, mo = '1', d = '1', h = '0', mi = '0', s = '0', fraction, utc, offsetHours, offsetMinutes] = match;
  const fields = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
    millisecond: fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000),
  };
  if (!isValidDateTime(fields)) return null;
  const wallClock = Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
    fields.millisecond,
  );
  if (utc) return wallClock;
  if (offsetHours !== undefined) {
    const hours = Number(offsetHours);
    const minutes = Number(offsetMinutes ?? 0);
    const negative = hours < 0 || Object.is(hours, -0);
    return wallClock - (hours * 60 + (negative ? -minutes : minutes)) * 60_000;
  }
  return fromSiteWallClock(wallClock);
}

/**
 * Writes an instant on the site's clock with luxon's format tokens, for the ones we use: `yyyy`,
 * `LL` (month 01–12), `LLL`/`LLLL` (month name, short/long), `d`/`dd` (day), `ccc`/`cccc` (weekday
 * name, short/long), `HH`, `mm`. Anything that is not a letter is written as it is.
 */
export function formatInSiteTimeZone(instant: number, language: Language, format: string): string {
  const fields = siteWallClock(instant);
  return format.replace(/([A-Za-z])\1*/g, (token) => {
    switch (token) {
      case 'yyyy':
        return String(fields.year).padStart(4, '0');
      case 'LL':
        return pad2(fields.month);
      case 'LLL':
        return monthName(instant, fields.month, language, 'short');
      case 'LLLL':
        return monthName(instant, fields.month, language, 'long');
      case 'd':
        return String(fields.day);
      case 'dd':
        return pad2(fields.day);
      case 'ccc':
        return weekdayName(instant, fields.weekday, language, 'short');
      case 'cccc':
        return weekdayName(instant, fields.weekday, language, 'long');
      case 'HH':
        return pad2(fields.hour);
      case 'mm':
        return pad2(fields.minute);
      default:
        throw new Error(`formatInSiteTimeZone does not know the token ${token} (in "${format}")`);
    }
  });
}

interface DateTimeFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

function isValidDateTime({ year, month, day, hour, minute, second, millisecond }: DateTimeFields): boolean {
  if (month < 1 || month > 12) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return false;
  // 24:00 is the end of the day, as luxon allows.
  const validHour = hour <= 23 || (hour === 24 && minute === 0 && second === 0 && millisecond === 0);
  return validHour && minute <= 59 && second <= 59;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** Intl.DateTimeFormat on the site's clock; built once per language and options (they are not cheap). */
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: siteTimeZone });
    dateTimeFormats.set(key, format);
  }
  return format;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The date and time an instant shows on the site's clock; weekday 1 is Monday, 7 Sunday (ISO). */
function siteWallClock(instant: number): DateTimeFields & { weekday: number } {
  const parts = dateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
    era: 'short',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const year = Number(part('year'));
  return {
    year: part('era') === 'BC' ? 1 - year : year,
    month: Number(part('month')),
    day: Number(part('day')),
    // Some engines write midnight as 24 even with h23.
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
    second: Number(part('second')),
    millisecond: ((instant % 1000) + 1000) % 1000,
    weekday: weekdays.indexOf(part('weekday')) || 7,
  };
}

/** The site zone's offset from UTC at an instant, in milliseconds. */
function siteOffset(instant: number): number {
  const { year, month, day, hour, minute, second } = siteWallClock(instant);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(year, month - 1, day, hour, minute, second) - wholeSecond;
}

/**
 * The instant a wall-clock time (given as if it were UTC) shows on the site's clock: luxon's way, a
 * guess at the offset corrected once; a time skipped by the change to summer time moves forward.
 */
function fromSiteWallClock(wallClock: number): number {
  const guessOffset = siteOffset(wallClock);
  let instant = wallClock - guessOffset;
  const offset = siteOffset(instant);
  if (offset === guessOffset) return instant;
  instant -= offset - guessOffset;
  const corrected = siteOffset(instant);
  if (corrected === offset) return instant;
  return wallClock - Math.min(offset, corrected);
}

// English names as luxon wrote them for `en` (its own tables, not Intl's); other languages from Intl.
const englishMonths = {
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  long: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
const englishWeekdays = {
  short: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  long: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

function monthName(instant: number, month: number, language: Language, length: 'short' | 'long'): string {
  if (language === 'en') return englishMonths[length][month - 1] ?? '';
  return namePart(instant, language, { month: length }, 'month');
}

function weekdayName(instant: number, weekday: number, language: Language, length: 'short' | 'long'): string {
  if (language === 'en') return englishWeekdays[length][weekday - 1] ?? '';
  return namePart(instant, language, { weekday: length }, 'weekday');
}

/** A name as it stands alone (luxon's `LLL`, `ccc`): the only field of its Intl format. */
function namePart(
  instant: number,
  language: Language,
  options: Intl.DateTimeFormatOptions,
  type: 'month' | 'weekday',
): string {
  const parts = dateTimeFormat(language, options).formatToParts(instant);
  return parts.find((part) => part.type === type)?.value ?? '';
}
