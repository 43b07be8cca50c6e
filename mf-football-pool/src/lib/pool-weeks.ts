import { formatInSiteTimeZone } from '@tribune/shared';

// The pool's weeks run Monday to Sunday in Dutch time, by kick-off (research/football.md): the site's
// time zone, Europe/Amsterdam. A week is named by the calendar date of its Monday, yyyy-MM-dd.

const dayMs = 86_400_000;

/** A yyyy-MM-dd calendar date as days since 1970-01-01, or null when it is not a real date. */
function toDayNumber(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(date.getTime() / dayMs);
}

function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * dayMs).toISOString().slice(0, 10);
}

/** A yyyy-MM-dd date → the Monday of its week, or null when it is not a date. */
export function toWeekStart(value: string | null | undefined): string | null {
  if (!value) return null;
  const dayNumber = toDayNumber(value);
  if (dayNumber === null) return null;
  // 1970-01-01 was a Thursday, three days after a Monday.
  return fromDayNumber(dayNumber - ((((dayNumber + 3) % 7) + 7) % 7));
}

/** The Monday of the week that holds `now`, in the pool's time zone. */
export function currentWeekStart(now: number = Date.now()): string {
  return toWeekStart(formatInSiteTimeZone(now, 'en', 'yyyy-LL-dd')) ?? '';
}

/** The calendar date `days` after a yyyy-MM-dd date (before, when negative); a non-date stays as it is. */
export function addDays(date: string, days: number): string {
  const dayNumber = toDayNumber(date);
  return dayNumber === null ? date : fromDayNumber(dayNumber + days);
}

export function shiftWeek(weekStart: string, weeks: number): string {
  return addDays(weekStart, 7 * weeks);
}

/** The month (yyyy-MM) that holds `now`, in the pool's time zone. */
export function currentMonth(now: number = Date.now()): string {
  return formatInSiteTimeZone(now, 'en', 'yyyy-LL');
}
