import { localeFromAcceptLanguage, translate } from './messages';

test('[PLT-06] Accept-Language picks nl or en by preference, defaulting to en', () => {
  expect(localeFromAcceptLanguage(undefined)).toBe('en');
  expect(localeFromAcceptLanguage('nl')).toBe('nl');
  expect(localeFromAcceptLanguage('nl-BE,nl;q=0.9,en;q=0.8')).toBe('nl');
  expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.5,nl;q=0.4')).toBe('en');
  expect(localeFromAcceptLanguage('en;q=0.2, nl;q=0.8')).toBe('nl');
  expect(localeFromAcceptLanguage('fr')).toBe('en');
  expect(localeFromAcceptLanguage('nl;q=0')).toBe('en');
});

test('[PLT-06] messages fill their placeholders in both languages', () => {
  expect(translate('en', 'validation.minString', { attribute: 'password', min: 8 })).toBe(
    'The password field must be at least 8 characters.',
  );
  expect(translate('nl', 'mail.verify.subject', { tenant: 'Tribune NL' })).toBe(
    'Bevestig je e-mailadres voor Tribune NL',
  );
});
