import { formatInSiteTimeZone, siteTimeZone, type Language } from '@tribune/shared';

/** The offset of the site's time zone from UTC at `instant`, in milliseconds (Amsterdam: 1 or 2 hours). */
function siteOffsetAt(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: siteTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - (instant - (instant % 1000));
}

/**
 * A `datetime-local` value (`2026-12-01T14:03`), read as the tenant's wall clock, as an ISO instant
 * (NR-05's "Schedule"); null for anything else. The platform's Intl rather than luxon: luxon is a
 * development dependency only (issue 10 §3 took it off the pages). Around a DST change the offset of the
 * instant found is checked once more, so 14:03 in summer and in winter both land on 14:03 local.
 */
export function siteWallClockToInstant(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (match === null) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  if ([year, month, day, hour, minute].some((n) => n === undefined || Number.isNaN(n))) return null;
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  let instant = asUtc - siteOffsetAt(asUtc);
  instant = asUtc - siteOffsetAt(instant);
  return new Date(instant).toISOString();
}

/** An instant as a `datetime-local` value on the tenant's wall clock (the schedule field's start). */
export function instantToSiteWallClock(iso: string, language: Language): string {
  const instant = Date.parse(iso);
  return `${formatInSiteTimeZone(instant, language, 'yyyy-LL-dd')}T${formatInSiteTimeZone(instant, language, 'HH:mm')}`;
}
