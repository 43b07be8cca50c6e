import { DateTime } from 'luxon';
import { formatArticleDate, truncateExcerpt } from './format';

test('[ART-07] excerpts longer than 175 characters are cut with an ellipsis', () => {
  const long = 'Ajax won again on Sunday '.repeat(12);
  const excerpt = truncateExcerpt(long);
  expect(excerpt.length).toBeLessThanOrEqual(176);
  expect(excerpt.endsWith('…')).toBe(true);
  expect(truncateExcerpt('Short and sweet.')).toBe('Short and sweet.');
});

test('[ART-07] an article of today shows HH:mm, an older one DD-MM-YYYY', () => {
  const now = DateTime.fromISO('2026-11-22T18:00:00', { zone: 'Europe/Amsterdam' });
  expect(formatArticleDate('2026-11-22T13:05:00+01:00', 'nl', now)).toBe('13:05');
  expect(formatArticleDate('2026-11-20T09:30:00+01:00', 'en', now)).toBe('20-11-2026');
  expect(formatArticleDate('not a date', 'en', now)).toBe('');
});
