import { DateTime } from 'luxon';
import { addDays, currentWeekStart, shiftWeek, toWeekStart } from './pool-weeks';

// The weeks used to be computed with luxon in Europe/Amsterdam; they must come out the same (issue 10 §3).
const zone = 'Europe/Amsterdam';
const days = Array.from({ length: 800 }, (_, index) =>
  DateTime.fromISO('2025-12-01', { zone }).plus({ days: index }).toISODate(),
);

test('[FP-01] any date moves to the Monday of its week, as luxon did', () => {
  for (const day of days) {
    expect(`${day} ${toWeekStart(day)}`).toBe(
      `${day} ${DateTime.fromISO(day ?? '', { zone })
        .startOf('week')
        .toISODate()}`,
    );
  }
  expect(toWeekStart('2026-02-30')).toBeNull();
  expect(toWeekStart('2026-11-2')).toBeNull();
  expect(toWeekStart('next week')).toBeNull();
  expect(toWeekStart(null)).toBeNull();
});

test('[FP-01] weeks and days are calendar steps, across the changes to and from summer time', () => {
  expect(shiftWeek('2026-03-23', 1)).toBe('2026-03-30');
  expect(shiftWeek('2026-10-26', -1)).toBe('2026-10-19');
  expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
  expect(addDays('not a date', 6)).toBe('not a date');
});

test('[FP-01][FP-04] this week is the Amsterdam week: Sunday 23:30 UTC is already Monday there', () => {
  expect(currentWeekStart(Date.parse('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
  expect(currentWeekStart(Date.parse('2026-11-29T22:30:00Z'))).toBe('2026-11-23');
});
