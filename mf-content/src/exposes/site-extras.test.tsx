import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { firstPageViewStorageKey, storageKeys, type ApiSchemas } from '@tribune/shared';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import SiteExtras from './site-extras';

const server = setupMockApi();

type WireSmartBar = ApiSchemas['SmartBar'];

const bar: WireSmartBar = {
  text: 'Play our prediction game!',
  link: '/football-pool',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const overlay = { channel: 'facebook', url: 'https://www.facebook.com/TribuneFootballDemo' } as const;

/** The two answers the extras read; records which were asked for. */
function serveExtras(options: { smartBar?: WireSmartBar | null; promotionOverlay?: unknown } = {}) {
  const asked: string[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v2/smart-bar`, ({ request }) => {
      asked.push(`smart-bar?${new URL(request.url).searchParams.toString()}`);
      return HttpResponse.json({ data: options.smartBar === undefined ? bar : options.smartBar });
    }),
    http.get(`${testApiOrigin}/api/v2/setting`, () => {
      asked.push('setting');
      return HttpResponse.json({
        data: {
          popup: null,
          settings_date: null,
          recaptcha_site_key: null,
          sidebar_comments: 'latest',
          top_comments_weekly_first: false,
          show_web_push: 0,
          promotion_overlay: options.promotionOverlay === undefined ? null : options.promotionOverlay,
        },
      });
    }),
  );
  return asked;
}

/** The extras as the shell's page holds them: inside the router. */
function renderExtras(options?: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <MemoryRouter>
      <SiteExtras />
    </MemoryRouter>,
    options,
  );
}

// Issue 26: no overlay on a visitor's first page view; these tests are on a later one.
beforeEach(() => {
  window.localStorage.setItem(firstPageViewStorageKey, JSON.stringify({ document: 1, page: '/' }));
});

const originalUserAgent = navigator.userAgent;

function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}

afterEach(() => {
  setUserAgent(originalUserAgent);
  document.cookie = 'promotion_overlay_dismissed=; Max-Age=0; Path=/';
  jest.useRealTimers();
});

/** Lets the answers arrive and the lazy chunks and messages load. */
async function settle() {
  for (let round = 0; round < 5; round += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

test('[SB-01] without a stored smartbar_date the bar is shown, with its text and link', async () => {
  const asked = serveExtras();
  await renderExtras();
  const region = await screen.findByRole('region', { name: 'Announcement' });
  expect(region).toHaveTextContent('Play our prediction game!');
  expect(screen.getByRole('link', { name: 'Play our prediction game!' })).toHaveAttribute('href', '/football-pool');
  expect(screen.getByRole('button', { name: 'Close the announcement' })).toBeInTheDocument();
  expect(asked).toContain('smart-bar?tenant_id=tribune');
});

test('[SB-01] an update newer than the stored smartbar_date shows the bar again', async () => {
  window.localStorage.setItem('smartbar_date', '2026-11-19T10:00:00.000Z');
  serveExtras();
  await renderExtras();
  expect(await screen.findByRole('region', { name: 'Announcement' })).toBeInTheDocument();
});

test('[SB-01] an update as old as, or older than, the stored smartbar_date shows nothing', async () => {
  window.localStorage.setItem('smartbar_date', bar.updated_at);
  const asked = serveExtras();
  const { container, unmount } = await renderExtras();
  await settle();
  expect(asked).toContain('smart-bar?tenant_id=tribune');
  expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  expect(container).toBeEmptyDOMElement();
  unmount();

  window.localStorage.setItem('smartbar_date', '2026-11-21T10:00:00.000Z');
  await renderExtras();
  await settle();
  expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
});

test('[SB-01] a tenant without a bar shows nothing', async () => {
  serveExtras({ smartBar: null });
  const { container } = await renderExtras();
  await settle();
  expect(container).toBeEmptyDOMElement();
});

test('[SB-01] the bar’s text is plain text: markup in it is shown, never run', async () => {
  const text = '<img src=x onerror="window.__xss=1">Tickets';
  serveExtras({ smartBar: { ...bar, text } });
  await renderExtras();
  const region = await screen.findByRole('region', { name: 'Announcement' });
  expect(region).toHaveTextContent(text);
  expect(region.querySelector('img')).toBeNull();
});

test('[SB-01] a bar whose link is not http(s) or a site path is not shown', async () => {
  serveExtras({ smartBar: { ...bar, link: 'javascript:alert(1)' } });
  const { container, unmount } = await renderExtras();
  await settle();
  expect(container).toBeEmptyDOMElement();
  unmount();

  serveExtras({ smartBar: { ...bar, link: '//evil.example.com/' } });
  const other = await renderExtras();
  await settle();
  expect(other.container).toBeEmptyDOMElement();
});

test('[SB-01] the bar is in Dutch on a Dutch site', async () => {
  serveExtras({ smartBar: { ...bar, text: 'Speel ons voorspelspel!' } });
  await renderExtras({ language: 'nl' });
  expect(await screen.findByRole('region', { name: 'Mededeling' })).toHaveTextContent('Speel ons voorspelspel!');
  expect(screen.getByRole('button', { name: 'Mededeling sluiten' })).toBeInTheDocument();
});

test('[OVL-01] with a channel and url the overlay opens after a while on the page', async () => {
  serveExtras({ smartBar: null, promotionOverlay: overlay });
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  await renderExtras();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(8000);
  });
  expect(screen.getByRole('dialog', { name: 'Follow Tribune on Facebook' })).toBeInTheDocument();
});

test.each([
  ['no overlay', null],
  ['no url', { channel: 'facebook' }],
  ['no channel', { url: 'https://www.facebook.com/TribuneFootballDemo' }],
  ['an unknown channel', { channel: 'myspace', url: 'https://myspace.com/tribune' }],
  ['an empty url', { channel: 'facebook', url: '' }],
  ['a url that is not https', { channel: 'facebook', url: 'http://www.facebook.com/TribuneFootballDemo' }],
])('[OVL-01] with %s the overlay never shows', async (_case, promotionOverlay) => {
  serveExtras({ smartBar: null, promotionOverlay });
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const { container } = await renderExtras();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(60_000);
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(container).toBeEmptyDOMElement();
});

test.each([
  [
    'FBAN/FBAV (iOS)',
    'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.0;FBDV/iPhone14,2]',
  ],
  [
    'FB_IAB (Android)',
    'Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/450.0.0.0;]',
  ],
])('[OVL-01] never shown in the Facebook in-app browser: %s', async (_case, userAgent) => {
  setUserAgent(userAgent);
  const asked = serveExtras({ smartBar: null, promotionOverlay: overlay });
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const { container } = await renderExtras();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(60_000);
  });
  expect(container).toBeEmptyDOMElement();
  expect(asked).not.toContain('setting');
});

test('[OVL-01] with the dismissal cookie the overlay is not shown, and its setting not even asked for', async () => {
  document.cookie = 'promotion_overlay_dismissed=1; Path=/';
  const asked = serveExtras({ smartBar: null, promotionOverlay: overlay });
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const { container } = await renderExtras();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(60_000);
  });
  expect(container).toBeEmptyDOMElement();
  expect(asked).not.toContain('setting');
});

test('[OVL-01] a fan who is logged in is not invited (again, in every browser they log in from)', async () => {
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(
    storageKeys.user,
    JSON.stringify({
      id: 7,
      username: 'fan',
      image: null,
      profile_image: null,
      role: null,
      isAdmin: false,
      can_place_comments: true,
      settings: {},
      meta: [],
      name: 'Fan',
    }),
  );
  const asked = serveExtras({ smartBar: null, promotionOverlay: overlay });
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const { container } = await renderExtras();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(60_000);
  });
  expect(container).toBeEmptyDOMElement();
  expect(asked).not.toContain('setting');
});
