import { isSafeUrl, toSitePath } from './site-url';

test('[ART-01] [CMT-15] only relative URLs and http(s), mailto and tel links are safe to follow', () => {
  expect(isSafeUrl('/tag/eredivisie')).toBe(true);
  expect(isSafeUrl('#comments')).toBe(true);
  expect(isSafeUrl('https://example.org')).toBe(true);
  expect(isSafeUrl('tel:+31201234567')).toBe(true);
  expect(isSafeUrl('mailto:redactie@tribune.test')).toBe(true);
  expect(isSafeUrl('javascript:void(0)')).toBe(false);
  expect(isSafeUrl('JavaScript:void(0)')).toBe(false);
  expect(isSafeUrl('\u0000javascript:void(0)')).toBe(false);
  expect(isSafeUrl('jav\tascript:void(0)')).toBe(false);
  expect(isSafeUrl('data:text/html,<script>alert(1)</script>')).toBe(false);
  expect(isSafeUrl('vbscript:msgbox(1)')).toBe(false);
});

test('[ART-01] the schemes can be narrowed (images: http and https only)', () => {
  const imageSchemes = new Set(['http:', 'https:']);
  expect(isSafeUrl('https://cdn.example/a.jpg', imageSchemes)).toBe(true);
  expect(isSafeUrl('mailto:a@b.c', imageSchemes)).toBe(false);
});

test('[ART-01] [CMT-15] a path of the site is a router path, with its query and hash', () => {
  expect(toSitePath('/article/42/late-winner?comment=3#comments')).toBe('/article/42/late-winner?comment=3#comments');
  expect(toSitePath('/user/fan')).toBe('/user/fan');
});

test('[ART-01] [CMT-15] without the page’s origin (a server render) an absolute URL is never taken for the site’s', () => {
  expect(toSitePath('https://www.tribune.test/article/42')).toBeNull();
  expect(toSitePath('//www.tribune.test/article/42')).toBeNull();
  expect(toSitePath('javascript:void(0)')).toBeNull();
  expect(toSitePath('mailto:redactie@tribune.test')).toBeNull();
});

test('[ART-01] [CMT-15] with the page’s origin an absolute URL on it is a router path, another site’s is not', () => {
  const origin = 'https://www.tribune.test';
  expect(toSitePath('https://www.tribune.test/article/42?x=1#top', origin)).toBe('/article/42?x=1#top');
  expect(toSitePath('/tag/eredivisie', origin)).toBe('/tag/eredivisie');
  expect(toSitePath('https://tribune-nl.test/article/42', origin)).toBeNull();
  expect(toSitePath('http://www.tribune.test/article/42', origin)).toBeNull();
  expect(toSitePath('https://[bad', origin)).toBeNull();
});
