import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SWRConfig, unstable_serialize } from 'swr';
import {
  createHydrationMiddleware,
  createTribuneRuntime,
  TribuneIntlProvider,
  TribuneProviders,
  type ApiSchemas,
} from '@tribune/shared';
import { testBootstrap } from '@tribune/shared/testing';
import { render } from '@testing-library/react';
import { loadMessages } from '../../../i18n/load-messages';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../../../test/render-with-providers';
import { adsKey } from '../api/list-ads';
import { adBaitMarker, baitSettleMs } from '../lib/detect-ad-blocker';
import sanitizedXssCorpus from '../testing/sanitized-xss-corpus.json';
import { AdSlot } from './ad-slot';

const server = setupMockApi();
const adsUrl = `${testApiOrigin}/api/v2/ad`;
const baitUrl = `${testApiOrigin}/ads/prebid-ads.js`;

type WireAd = ApiSchemas['Ad'];

function wireAd(overrides: Partial<WireAd> = {}): WireAd {
  return {
    slug: 'home-top',
    content: '<a href="https://example.com/kit" target="_blank" rel="sponsored noopener">New home kit</a>',
    alternative_content: '<p><a href="/register" target="_blank" rel="sponsored noopener">Become a member</a></p>',
    width: 728,
    height: 90,
    ...overrides,
  };
}

/**
 * Serves the tenant's ads and the bait script; `bait` is what an ad blocker makes of the bait request:
 * nothing ('served'), a failed request ('blocked') or an empty stand-in ('stand-in').
 */
function serveAds(ads: WireAd[], bait: 'served' | 'blocked' | 'stand-in' = 'served') {
  const requests: string[] = [];
  server.use(
    http.get(adsUrl, ({ request }) => {
      requests.push(new URL(request.url).search);
      return HttpResponse.json({ data: ads });
    }),
    http.get(baitUrl, () => {
      if (bait === 'blocked') return HttpResponse.error();
      const body = bait === 'served' ? `/* ${adBaitMarker} */` : '';
      return new HttpResponse(body, { headers: { 'content-type': 'text/javascript' } });
    }),
  );
  return { requests };
}

function slotBox(slug: string): HTMLElement {
  const box = document.querySelector<HTMLElement>(`[data-partner-slot="${slug}"]`);
  if (box === null) throw new Error(`no slot ${slug}`);
  return box;
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  Reflect.deleteProperty(window.navigator, 'brave');
  document.head.querySelectorAll('style[data-test-filter]').forEach((style) => style.remove());
  Reflect.deleteProperty(window, '__xss');
});

test('[ADS-01] a slot is labelled as an advertisement, reserves its size and shows its ad', async () => {
  const { requests } = serveAds([wireAd()]);
  await renderWithProviders(<AdSlot slug="home-top" />);
  const slot = await screen.findByRole('group', { name: 'Advertisement' });
  expect(await within(slot).findByRole('link', { name: 'New home kit' })).toHaveAttribute('rel', 'sponsored noopener');
  expect(slotBox('home-top')).toHaveStyle({ height: '90px' });
  expect(slot).toHaveStyle({ maxWidth: '728px' });
  expect(within(slot).queryByText('Become a member')).not.toBeInTheDocument();
  expect(requests).toEqual(['?tenant_id=tribune']);
});

test('[ADS-01] the slots of a page share one fetch of the ads; a slot without an ad renders nothing', async () => {
  const { requests } = serveAds([
    wireAd(),
    wireAd({ slug: 'home-sidebar', content: '<p>Scarves</p>', width: 300, height: 250 }),
  ]);
  await renderWithProviders(
    <>
      <AdSlot slug="home-top" />
      <AdSlot slug="home-sidebar" />
      <AdSlot slug="article-bottom" />
    </>,
  );
  expect(await screen.findByText('Scarves')).toBeInTheDocument();
  expect(await screen.findByText('New home kit')).toBeInTheDocument();
  expect(screen.getAllByRole('group', { name: 'Advertisement' })).toHaveLength(2);
  expect(document.querySelector('[data-partner-slot="article-bottom"]')).toBeNull();
  expect(slotBox('home-sidebar')).toHaveStyle({ height: '250px' });
  expect(requests).toHaveLength(1);
});

test('[ADS-01] a rotating slot splits on "---" and shows the one Math.random picks', async () => {
  const content = '<p>First sponsor</p>\n---\n<p>Second sponsor</p>\n---\n<p>Third sponsor</p>';
  serveAds([wireAd({ content })]);
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
  const first = await renderWithProviders(<AdSlot slug="home-top" />);
  expect(await screen.findByText('Second sponsor')).toBeInTheDocument();
  expect(screen.queryByText('First sponsor')).not.toBeInTheDocument();
  expect(screen.queryByText('Third sponsor')).not.toBeInTheDocument();
  expect(screen.queryByText('---')).not.toBeInTheDocument();
  first.unmount();

  jest.spyOn(Math, 'random').mockReturnValue(0.999);
  await renderWithProviders(<AdSlot slug="home-top" />);
  expect(await screen.findByText('Third sponsor')).toBeInTheDocument();
  expect(screen.queryByText('Second sponsor')).not.toBeInTheDocument();
});

test('[ADS-01] a blocked bait request (an ad blocker) shows the alternative content instead', async () => {
  serveAds([wireAd()], 'blocked');
  await renderWithProviders(<AdSlot slug="home-top" />);
  const slot = await screen.findByRole('group', { name: 'Advertisement' });
  expect(await within(slot).findByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/register');
  expect(within(slot).queryByText('New home kit')).not.toBeInTheDocument();
});

test('[ADS-01] a bait answered by a blocker’s empty stand-in counts as blocked too', async () => {
  serveAds([wireAd()], 'stand-in');
  await renderWithProviders(<AdSlot slug="home-top" />);
  expect(await screen.findByText('Become a member')).toBeInTheDocument();
  expect(screen.queryByText('New home kit')).not.toBeInTheDocument();
});

test('[ADS-01] a bait element hidden by a cosmetic filter counts as an ad blocker', async () => {
  const filter = document.createElement('style');
  filter.dataset['testFilter'] = '';
  filter.textContent = '.adsbox { display: none !important; }';
  document.head.append(filter);
  serveAds([wireAd()]);
  await renderWithProviders(<AdSlot slug="home-top" />);
  expect(await screen.findByText('Become a member')).toBeInTheDocument();
  expect(screen.queryByText('New home kit')).not.toBeInTheDocument();
});

test('[ADS-01] Brave counts as an ad blocker: navigator.brave.isBrave() resolving true shows the alternative', async () => {
  Object.defineProperty(window.navigator, 'brave', {
    configurable: true,
    value: { isBrave: () => Promise.resolve(true) },
  });
  serveAds([wireAd()]);
  await renderWithProviders(<AdSlot slug="home-top" />);
  expect(await screen.findByText('Become a member')).toBeInTheDocument();
  expect(screen.queryByText('New home kit')).not.toBeInTheDocument();
});

test('[ADS-01] blocked: a slot without alternative content and an ad without a slot element are skipped with a log', async () => {
  const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  serveAds(
    [
      wireAd({ alternative_content: '' }),
      wireAd({ slug: 'home-sidebar', content: '<p>Scarves</p>', alternative_content: '<p>Support us</p>' }),
      wireAd({ slug: 'liveblog', content: '<p>Stream</p>', alternative_content: '<p>Members</p>' }),
    ],
    'blocked',
  );
  await renderWithProviders(
    <>
      <AdSlot slug="home-top" />
      <AdSlot slug="home-sidebar" />
    </>,
  );
  expect(await screen.findByText('Support us')).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('Ad "home-top": no alternative content, skipped');
  expect(log).toHaveBeenCalledWith('Ad "liveblog": no slot element on this page, skipped');
  expect(log).not.toHaveBeenCalledWith('Ad "home-sidebar": no slot element on this page, skipped');
  // The skipped slot keeps its reserved box, empty, and shows no ad either.
  expect(slotBox('home-top')).toBeEmptyDOMElement();
  expect(slotBox('home-top')).toHaveStyle({ height: '90px' });
  expect(screen.queryByText('New home kit')).not.toBeInTheDocument();
  expect(screen.queryByText('Members')).not.toBeInTheDocument();
});

test('[ADS-01] without a tenant id the ads are not asked for: the error is "tenant_id is not defined"', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const bootstrap = testBootstrap();
  const runtime = createTribuneRuntime({
    bootstrap: { ...bootstrap, tenant: { ...bootstrap.tenant, id: '' } },
    loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No other remotes')) },
    storage: window.localStorage,
  });
  const messages = await loadMessages('en');
  await act(async () => {
    render(
      <TribuneProviders runtime={runtime}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <TribuneIntlProvider language="en" messages={messages}>
            <AdSlot slug="home-top" />
          </TribuneIntlProvider>
        </SWRConfig>
      </TribuneProviders>,
    );
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  // No request was sent (MSW fails a test on any unhandled one); the error is logged, the slot is gone.
  expect(consoleError).toHaveBeenCalledWith(
    'The ads could not be loaded',
    expect.objectContaining({ message: 'tenant_id is not defined' }),
  );
  expect(screen.queryByRole('group', { name: 'Advertisement' })).not.toBeInTheDocument();
});

test('[ADS-01] nothing fills the box until the bait has settled, then the ad does, in the same box', async () => {
  jest.useFakeTimers({ advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  serveAds([wireAd()]);
  await renderWithProviders(<AdSlot slug="home-top" />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(baitSettleMs - 1);
  });
  const box = slotBox('home-top');
  expect(box).toBeEmptyDOMElement();
  expect(box).toHaveStyle({ height: '90px' });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });
  expect(within(box).getByRole('link', { name: 'New home kit' })).toBeInTheDocument();
  expect(slotBox('home-top')).toBe(box);
  expect(box).toHaveStyle({ height: '90px' });
});

test('[ADS-01] the server renders the box at the API’s size, empty; the browser fills it without another fetch', async () => {
  const { requests } = serveAds([]);
  server.use(http.get(baitUrl, () => new HttpResponse(`/* ${adBaitMarker} */`)));
  const ad = wireAd({ slug: 'home-top', width: 970, height: 250, content: '<p>Wide banner</p>' });
  const serverKey = unstable_serialize(adsKey('tribune'));
  const messages = await loadMessages('en');
  const page = (side: 'server' | 'browser') => {
    const runtime = createTribuneRuntime({
      bootstrap: testBootstrap(),
      loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No other remotes')) },
      storage: window.localStorage,
      swr: {
        fallback: { [serverKey]: [ad] },
        ...(side === 'browser' ? { use: [createHydrationMiddleware([serverKey])] } : {}),
      },
    });
    return (
      <TribuneProviders runtime={runtime}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <TribuneIntlProvider language="en" messages={messages}>
            <AdSlot slug="home-top" />
          </TribuneIntlProvider>
        </SWRConfig>
      </TribuneProviders>
    );
  };
  const html = renderToString(page('server'));
  expect(html).toContain('height:250px');
  expect(html).toContain('max-width:970px');
  expect(html).toContain('Advertisement');
  expect(html).not.toContain('Wide banner');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const box = container.querySelector('[data-partner-slot="home-top"]');
  const recoverable: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page('browser'), { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(await within(container).findByText('Wide banner')).toBeInTheDocument();
  // The same element, with the same reserved height: filling it moved nothing.
  expect(container.querySelector('[data-partner-slot="home-top"]')).toBe(box);
  expect(box).toHaveStyle({ height: '250px' });
  expect(requests).toEqual([]);
  act(() => root?.unmount());
  container.remove();
});

test('[ADS-01] the XSS corpus, as the API’s sanitizer answers it, stays inert as ad and as alternative', async () => {
  const hostile = sanitizedXssCorpus.join('\n');
  for (const bait of ['served', 'blocked'] as const) {
    server.resetHandlers();
    serveAds(
      [wireAd({ content: `<p>Marker ad</p>${hostile}`, alternative_content: `<p>Marker alt</p>${hostile}` })],
      bait,
    );
    const view = await renderWithProviders(<AdSlot slug="home-top" />);
    await screen.findByText(bait === 'served' ? 'Marker ad' : 'Marker alt');
    const box = slotBox('home-top');
    for (const element of Array.from(box.querySelectorAll('*'))) {
      for (const name of element.getAttributeNames()) expect(name).not.toMatch(/^on/i);
      fireEvent.error(element);
      fireEvent.load(element);
      fireEvent.mouseOver(element);
      fireEvent.focus(element);
    }
    expect(box.querySelector('script, iframe, svg, object, embed, form, input, style, template, math')).toBeNull();
    for (const link of Array.from(box.querySelectorAll('a'))) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    expect(Reflect.get(window, '__xss')).toBeUndefined();
    view.unmount();
  }
});
