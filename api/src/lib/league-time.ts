/**
 * Calendar helpers in the league's time zone.
 *
 * The Eredivisie kicks off on Dutch local time and the prediction game's week is the Dutch calendar
 * week (Monday to Sunday, by kick-off), so dates are computed in Europe/Amsterdam, not in the
 * server's zone, and daylight-saving changes are handled by Intl rather than by fixed offsets.
 */

export const LEAGUE_TIME_ZONE = 'Europe/Amsterdam';

/** A calendar date as `YYYY-MM-DD`, with no time zone attached. */
type CalendarDate = string;

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall-clock parts of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone = LEAGUE_TIME_ZONE): ZonedParts & { second: number } {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: weekdays.indexOf(get('weekday')) + 1,
  };
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the zone's wall clock shows the given date and time. */
export function zonedTimeToInstant(
  date: CalendarDate,
  hour: number,
  minute: number,
  timeZone = LEAGUE_TIME_ZONE,
): Date {
  const { year, month, day } = parseCalendarDate(date);
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetAt(new Date(guess), timeZone);
  // A second pass settles instants next to a daylight-saving change.
  return new Date(guess - offsetAt(new Date(first), timeZone));
}

export function parseCalendarDate(date: CalendarDate): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const { year, month, day } = parseCalendarDate(text);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const { year, month, day } = parseCalendarDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The calendar date of an instant in the zone. */
export function calendarDateOf(instant: Date, timeZone = LEAGUE_TIME_ZONE): CalendarDate {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
function weekdayOf(date: CalendarDate): number {
  const { year, month, day } = parseCalendarDate(date);
  const sundayZero = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}

/** The Monday of the week that holds a calendar date. */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, 1 - weekdayOf(date));
}

/** The Monday of the league week that holds an instant. */
export function weekStartOf(instant: Date, timeZone = LEAGUE_TIME_ZONE): CalendarDate {
  return mondayOf(calendarDateOf(instant, timeZone));
}
