import { runInNewContext } from 'node:vm';
import type { Bootstrap } from '../bootstrap';
import { guestOnlyHint, renderPage } from '../page-template';

// Issue 26: the server renders a guest's view; a visitor with a stored session has the guest-only parts
// hidden before the first paint, until the page hydrates into their own view.

const template =
  '<!doctype html><html lang=__TRIBUNE_LANG__><head><meta charset=utf-8><title>__TRIBUNE_TITLE__</title>' +
  '<script id=tribune-bootstrap type=application/json>__TRIBUNE_BOOTSTRAP__</script></head><body><div id=root></div></body></html>';

/** Runs the hint's script as the browser would, with this storage, and answers the page's data attributes. */
function pageMarks(html: string, stored: Record<string, string>): Record<string, string> {
  const script = /<script nonce="[^"]+">(.*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error('no hint script in the page');
  const dataset: Record<string, string> = {};
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: { documentElement: { dataset } },
  });
  return dataset;
}

function sessionMark(html: string, storedToken: string | null): string | undefined {
  return pageMarks(html, storedToken === null ? {} : { auth_token: storedToken })['session'];
}

function bootstrapOf(): Bootstrap {
  return {
    tenant: {
      id: 'tribune',
      folder: 'tribune',
      language: 'en',
      name: 'Tribune',
      theme: { logoUrl: '/logo.svg', primaryColor: '#0d3b66', accentColor: '#f4a259' },
    },
    origin: 'http://localhost',
    remotes: [],
    api: { main: 'http://localhost', karma: 'http://localhost', soccer: 'http://localhost' },
    realtime: { key: 'key', host: 'localhost', port: 6001, tls: false, authEndpoint: '/broadcasting/auth' },
    environment: 'production',
  };
}

test('[ISSUE-26] every page marks a stored session before its first paint, with the answer’s nonce, and hides only guest-only parts until hydrated', () => {
  const html = renderPage(template, bootstrapOf(), 'bm9uY2U=');
  // First in <head>: it runs before anything is painted.
  expect(html).toContain(`<head>${guestOnlyHint('bm9uY2U=')}<meta charset=utf-8>`);
  expect(html).toContain('<script nonce="bm9uY2U=">');
  expect(html).toContain('html[data-session=stored]:not([data-hydrated]) [data-guest-only]{visibility:hidden}');
  expect(sessionMark(html, 'a-token')).toBe('stored');
  expect(sessionMark(html, null)).toBeUndefined();
});

test('[SB-01][ISSUE-26] the server-rendered smart bar stays out of the first paint of a browser that has closed a bar', () => {
  const html = renderPage(template, bootstrapOf(), 'bm9uY2U=');
  expect(html).toContain('html[data-smart-bar-seen] [data-smart-bar=pending]{display:none}');
  expect(pageMarks(html, { smartbar_date: '2026-11-01T10:00:00.000Z' })).toEqual({ smartBarSeen: '' });
  expect(pageMarks(html, {})).toEqual({});
  expect(pageMarks(html, { auth_token: 't', smartbar_date: '2026-11-01T10:00:00.000Z' })).toEqual({
    session: 'stored',
    smartBarSeen: '',
  });
});
