import { runInNewContext } from 'node:vm';
import type { Bootstrap } from '../bootstrap';
import { firstPaintHints, firstPaintScript, shellScriptLoader, renderPage } from '../page-template';

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

/**
 * Runs the hints' script in a browser's order of events and answers which scripts it added to <head>,
 * after each step: the document parsed, the next frame, the task after it.
 */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const [, main, script = ''] =
    /<script id="tribune-main-script" type="application\/json">(.*?)<\/script><script>(.*?)<\/script>/.exec(html) ?? [];
  const listeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const added: string[] = [];
  runInNewContext(script, {
    document: {
      visibilityState,
      addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && listeners.push(listener),
      getElementById: (id: string) =>
        id === 'tribune-main-script' && main !== undefined ? { textContent: main } : null,
      createElement: () => ({ src: '' }),
      head: { appendChild: (element: { src: string }) => added.push(element.src) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    JSON,
  });
  const steps: Record<string, string[]> = { before: [...added] };
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  run(listeners);
  steps['parsed'] = [...added];
  run(frames);
  steps['frame'] = [...added];
  run(tasks);
  steps['painted'] = [...added];
  return steps;
}

const shellTemplate = template.replace('</body>', '<script defer src=/shell/main.0123abcd.js></script></body>');
const rendered = { head: '', styles: '', html: '<p>Server-rendered</p>', stateJson: '{}' };

test('[ISSUE-26] a server-rendered page fetches its scripts once its HTML is parsed and its first frame painted; a hidden tab at once', () => {
  const html = renderPage(shellTemplate, bootstrapOf(), rendered);
  // The shell's script is only an address until then: no element the browser would fetch by itself.
  expect(html).not.toContain('<script defer');
  expect(html).toContain(
    `<script id="tribune-main-script" type="application/json">"/shell/main.0123abcd.js"</script><script>${shellScriptLoader}</script>`,
  );
  expect(runLoader(html, 'visible')).toEqual({
    before: [],
    parsed: [],
    frame: [],
    painted: ['/shell/main.0123abcd.js'],
  });
  expect(runLoader(html, 'hidden')).toMatchObject({ before: [], parsed: ['/shell/main.0123abcd.js'] });
});

test('[ISSUE-26] a page the browser renders itself (no server HTML) keeps its deferred script: nothing to paint first', () => {
  const html = renderPage(shellTemplate, bootstrapOf());
  expect(html).toContain('<script defer src=/shell/main.0123abcd.js></script>');
  expect(html).not.toContain(shellScriptLoader);
});
