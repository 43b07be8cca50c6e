import { DateTime } from 'luxon';
import { useSearchParams } from 'react-router';

/** The pool's weeks run Monday to Sunday in Dutch time, by kick-off (research/football.md). */
export const poolTimeZone = 'Europe/Amsterdam';

/** A yyyy-MM-dd date → the Monday of its week, or null when it is not a date. */
export function toWeekStart(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = DateTime.fromISO(value, { zone: poolTimeZone });
  return date.isValid ? date.startOf('week').toISODate() : null;
}

/** The Monday of the week that holds `now`, in the pool's time zone. */
export function currentWeekStart(now: DateTime = DateTime.now()): string {
  return now.setZone(poolTimeZone).startOf('week').toISODate() ?? '';
}

export function shiftWeek(weekStart: string, weeks: number): string {
  return DateTime.fromISO(weekStart, { zone: poolTimeZone }).plus({ weeks }).toISODate() ?? weekStart;
}

/** FP-01: the week asked for in `?week_start=`, or null for "this week" (a malformed value counts as none). */
export function useRequestedWeek(): string | null {
  const [searchParams] = useSearchParams();
  return toWeekStart(searchParams.get('week_start'));
}
