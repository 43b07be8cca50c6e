import { countdownParts } from './countdown';

test('[MC-04] the time left splits into days, hours, minutes and seconds', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
  expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
});

test('[MC-04] after kick-off the countdown shows zeros', () => {
  expect(countdownParts(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
});
