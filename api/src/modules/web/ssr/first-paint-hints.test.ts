import { runInNewContext } from 'node:vm';
import type { Bootstrap } from '../bootstrap';
import { firstPaintHints, firstPaintScript, renderPage } from '../page-template';

// Issue 26: what the browser's storage changes about the first paint, before the page hydrates: the
// guest-only parts for a stored session, the smart bar a browser closed, a logged-in fan's appearance.

const template =
  '<!doctype html><html lang=__TRIBUNE_LANG__><head><meta charset=utf-8><title>__TRIBUNE_TITLE__</title>' +
  '<script id=tribune-bootstrap type=application/json>__TRIBUNE_BOOTSTRAP__</script></head><body><div id=root></div></body></html>';

/** Runs the hints' script as the browser would, with this storage, and answers what it did to <html>. */
function runHints(html: string, stored: Record<string, string>) {
  const script = /<script>(.*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error('no hint script in the page');
  const dataset: Record<string, string> = {};
  const classes = new Set<string>();
  const style: { colorScheme?: string } = {};
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: { documentElement: { dataset, style, classList: { add: (name: string) => classes.add(name) } } },
    JSON,
    String,
  });
  return { dataset: { ...dataset }, classes: [...classes], colorScheme: style.colorScheme };
}

function pageMarks(html: string, stored: Record<string, string>): Record<string, string> {
  return runHints(html, stored).dataset;
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
    templates: {},
  };
}

test('[ISSUE-26][SEO-03] every page marks a stored session before its first paint, with no nonce, and hides only guest-only parts until hydrated', () => {
  const html = renderPage(template, bootstrapOf());
  // First in <head>: it runs before anything is painted. The CSP allows it by its hash (decision 0049).
  expect(html).toContain(`<head>${firstPaintHints()}<meta charset=utf-8>`);
  expect(html).toContain(`<script>${firstPaintScript}</script>`);
  expect(html).not.toContain('nonce');
  expect(html).toContain('html[data-session=stored]:not([data-hydrated]) [data-guest-only]{visibility:hidden}');
  expect(sessionMark(html, 'a-token')).toBe('stored');
  expect(sessionMark(html, null)).toBeUndefined();
});

test('[SB-01][ISSUE-26] the server-rendered smart bar stays out of the first paint of a browser that has closed a bar', () => {
  const html = renderPage(template, bootstrapOf());
  expect(html).toContain('html[data-smart-bar-seen] [data-smart-bar=pending]{display:none}');
  expect(pageMarks(html, { smartbar_date: '2026-11-01T10:00:00.000Z' })).toEqual({ smartBarSeen: '' });
  expect(pageMarks(html, {})).toEqual({});
  expect(pageMarks(html, { auth_token: 't', smartbar_date: '2026-11-01T10:00:00.000Z' })).toEqual({
    session: 'stored',
    smartBarSeen: '',
  });
});

test('[CLB-02] a browser with a club on the device is marked before its first paint, so the club section’s space is kept', () => {
  const html = renderPage(template, bootstrapOf());
  const club = JSON.stringify({ id: 6, slug: 'fc-utrecht', name: 'FC Utrecht' });
  expect(pageMarks(html, { favourite_team: club })).toEqual({ club: 'stored' });
  expect(pageMarks(html, {})).toEqual({});
});

test('[PLT-07][MD-06][ISSUE-26] a logged-in fan’s dark mode and large text are on the page from its first paint', () => {
  const html = renderPage(template, bootstrapOf());
  const fan = (settings: Record<string, unknown>) => ({
    auth_token: 't',
    user_object: JSON.stringify({ id: 1, username: 'fan', settings }),
  });
  expect(runHints(html, fan({ night_mode: '1', text_size: 'big' }))).toMatchObject({
    classes: ['theme-dark', 'text-large'],
    colorScheme: 'dark',
  });
  expect(runHints(html, fan({ night_mode: 1, text_size: 1 })).classes).toEqual(['theme-dark', 'text-large']);
  expect(runHints(html, fan({ night_mode: '0', text_size: 'small' })).classes).toEqual([]);
  // A guest, and storage that is not what the site wrote, change nothing and break nothing.
  expect(runHints(html, {}).classes).toEqual([]);
  expect(runHints(html, { user_object: '{not json' })).toEqual({ dataset: {}, classes: [], colorScheme: undefined });
});
