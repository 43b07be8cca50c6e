/** Texts of SB-01: the smart bar, merged by i18n/messages.ts. Keys start with 'smartBar.'. */
const en = {
  'smartBar.textRequired': 'The smart bar needs a text.',
  'smartBar.textTooLong': 'The smart bar text may be at most {max} characters.',
  'smartBar.badLink': 'The link must be an http(s) address or a path on this site (starting with /).',
  'smartBar.linkTooLong': 'The link may be at most {max} characters.',
  'smartBar.badDate': 'The date must be a date and time (ISO 8601) between the years 1970 and 9999.',
  'smartBar.viewerRequired': 'A visitor id (X-Visitor-Id) or a login is needed to hide the smart bar.',
} as const;

const nl: Record<keyof typeof en, string> = {
  'smartBar.textRequired': 'De smartbar heeft een tekst nodig.',
  'smartBar.textTooLong': 'De tekst van de smartbar mag hoogstens {max} tekens lang zijn.',
  'smartBar.badLink': 'De link moet een http(s)-adres zijn of een pad op deze site (beginnend met /).',
  'smartBar.linkTooLong': 'De link mag hoogstens {max} tekens lang zijn.',
  'smartBar.badDate': 'De datum moet een datum en tijd zijn (ISO 8601) tussen de jaren 1970 en 9999.',
  'smartBar.viewerRequired': 'Om de smartbar te verbergen is een bezoekers-id (X-Visitor-Id) of een login nodig.',
};

export const smartBarMessages = { en, nl };
