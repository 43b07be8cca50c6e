import { addDays, calendarDateOf, isCalendarDate, mondayOf, weekStartOf, zonedTimeToInstant } from './league-time';

test('[FP-01] Dutch wall-clock times become the right instants on both sides of daylight saving', () => {
  expect(zonedTimeToInstant('2026-07-04', 20, 0).toISOString()).toBe('2026-07-04T18:00:00.000Z');
  expect(zonedTimeToInstant('2026-12-05', 20, 0).toISOString()).toBe('2026-12-05T19:00:00.000Z');
  // 29 March 2026: clocks go from 02:00 to 03:00; 25 October 2026: from 03:00 back to 02:00.
  expect(zonedTimeToInstant('2026-03-29', 12, 15).toISOString()).toBe('2026-03-29T10:15:00.000Z');
  expect(zonedTimeToInstant('2026-10-25', 12, 15).toISOString()).toBe('2026-10-25T11:15:00.000Z');
});

test('[FP-01] the pool week is Monday to Sunday in Dutch time', () => {
  // 22:30 UTC is 23:30 on Sunday in Amsterdam (winter time), still that week; an hour later it is Monday.
  expect(weekStartOf(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-16');
  expect(weekStartOf(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  expect(mondayOf('2026-11-18')).toBe('2026-11-16');
  expect(mondayOf('2026-11-16')).toBe('2026-11-16');
  expect(calendarDateOf(new Date('2026-11-15T23:30:00Z'))).toBe('2026-11-16');
  expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
});

test('[FP-01] calendar dates are validated, including impossible days', () => {
  expect(isCalendarDate('2026-11-16')).toBe(true);
  expect(isCalendarDate('2026-02-30')).toBe(false);
  expect(isCalendarDate('2026-13-01')).toBe(false);
  expect(isCalendarDate('16-11-2026')).toBe(false);
});
