/** Upper bounds (in seconds) of each unit a relative time is written in, smallest first. */
const units: readonly [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['second', 1, 60],
  ['minute', 60, 60 * 60],
  ['hour', 60 * 60, 24 * 60 * 60],
  ['day', 24 * 60 * 60, 7 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60, 30 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60, 365 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60, Number.POSITIVE_INFINITY],
];

/**
 * The value and unit for `intl.formatRelativeTime` ("5 minutes ago", "5 minuten geleden") of an instant
 * seen at `now`, both in epoch milliseconds: the largest unit the distance fills, rounded toward zero,
 * so "59 minutes ago" never reads "1 hour ago".
 */
export function relativeTimeParts(instant: number, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = (instant - now) / 1000;
  const distance = Math.abs(seconds);
  const [unit, size] = units.find(([, , below]) => distance < below) ?? ['year', 365 * 24 * 60 * 60];
  return { value: Math.trunc(seconds / size) || 0, unit };
}
