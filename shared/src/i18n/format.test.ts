import { DateTime, Settings } from 'luxon';
import {
  formatArticleDate,
  formatInSiteTimeZone,
  formatKickOff,
  formatLongDate,
  parseIsoInstant,
  siteTimeZone,
  truncateExcerpt,
} from './format';

test('[ART-07] excerpts longer than 175 characters are cut with an ellipsis', () => {
  const long = 'Ajax won again on Sunday '.repeat(12);
  const excerpt = truncateExcerpt(long);
  expect(excerpt.length).toBeLessThanOrEqual(176);
  expect(excerpt.endsWith('…')).toBe(true);
  expect(truncateExcerpt('Short and sweet.')).toBe('Short and sweet.');
});

test('[ART-07] an article of today shows HH:mm, an older one DD-MM-YYYY', () => {
  const now = Date.parse('2026-11-22T18:00:00+01:00');
  expect(formatArticleDate('2026-11-22T13:05:00+01:00', 'nl', now)).toBe('13:05');
  expect(formatArticleDate('2026-11-20T09:30:00+01:00', 'en', now)).toBe('20-11-2026');
  expect(formatArticleDate('not a date', 'en', now)).toBe('');
});

test('[ART-07] "today" is the day in Amsterdam, whatever the clock of the machine', () => {
  // 23:30 UTC on the 21st is 00:30 on the 22nd in Amsterdam.
  const now = Date.parse('2026-11-22T10:00:00Z');
  expect(formatArticleDate('2026-11-21T23:30:00Z', 'en', now)).toBe('00:30');
  expect(formatArticleDate('2026-11-21T22:30:00Z', 'en', now)).toBe('21-11-2026');
});

test('[PLT-06] kick-offs and long dates in both languages', () => {
  expect(formatKickOff('2026-11-21T13:30:00Z', 'en')).toBe('Sat 21 Nov, 14:30');
  expect(formatKickOff('2026-11-21T13:30:00Z', 'nl')).toMatch(/^za 21 nov\.?, 14:30$/);
  expect(formatLongDate('2026-11-22T10:00:00Z', 'en')).toBe('November 22, 2026');
  expect(formatLongDate('2026-11-22T10:00:00Z', 'nl')).toBe('22 november 2026');
  expect(formatKickOff('zaterdag', 'nl')).toBe('');
});

/**
 * The dates used to come from luxon with `Settings.defaultZone = siteTimeZone`; they must read the same
 * (issue 10 §3). Every 7 h 13 min over two years (both changes to and from summer time, every weekday
 * and hour), in both languages, against luxon itself.
 */
describe('[PLT-06] the same text as luxon wrote', () => {
  const formats = ['HH:mm', 'dd-LL-yyyy', 'yyyy-LL-dd', 'ccc d LLL, HH:mm', 'cccc d LLLL', 'd LLLL', 'd LLLL yyyy'];
  const start = Date.parse('2026-01-01T00:00:00Z');
  const instants = Array.from({ length: (2 * 365 * 24) / 7.2 }, (_, index) => start + index * (7 * 60 + 13) * 60_000);
  const previousZone = Settings.defaultZone;
  beforeAll(() => {
    Settings.defaultZone = siteTimeZone;
  });
  afterAll(() => {
    Settings.defaultZone = previousZone;
  });

  test.each(['en', 'nl'] as const)('formats in %s', (language) => {
    for (const instant of instants) {
      const luxon = DateTime.fromMillis(instant).setLocale(language);
      for (const format of formats) {
        expect(`${instant} ${formatInSiteTimeZone(instant, language, format)}`).toBe(
          `${instant} ${luxon.toFormat(format)}`,
        );
      }
      const iso = new Date(instant).toISOString();
      expect(formatLongDate(iso, language)).toBe(luxon.toLocaleString(DateTime.DATE_FULL));
      expect(formatKickOff(iso, language)).toBe(luxon.toFormat('ccc d LLL, HH:mm'));
    }
  });

  test.each([
    '2026-11-22T13:05:00.000Z',
    '2026-11-22T13:05:00Z',
    '2026-11-22T13:05:00+01:00',
    '2026-11-22T13:05:00-0430',
    '2026-11-22T13:05:00.123456+05',
    '2026-11-22T13:05',
    '2026-11-22T13',
    '2026-11-22',
    '20261122T130500Z',
    '2026-03-29T02:30:00',
    '2026-10-25T02:30:00+02:00',
    '2026-10-25T01:59:59',
    '2026-12-31T24:00',
    '2026-02-29',
    '2026-13-01',
    '2026-11-22T25:00',
    '2026-11-22 13:05',
    ' 2026-11-22',
    'zaterdag 21 november',
    '',
  ])('reads %j as luxon did', (iso) => {
    const luxon = DateTime.fromISO(iso);
    expect(parseIsoInstant(iso)).toBe(luxon.isValid ? luxon.toMillis() : null);
  });
});
