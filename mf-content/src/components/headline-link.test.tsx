import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { Suspense } from 'react';
import { createTribuneRuntime, RemoteIntlProvider, TribuneProviders } from '@tribune/shared';
import { testBootstrap, testUser } from '@tribune/shared/testing';
import { wireArticle } from '../test/articles';
import { wireAjaxArticle } from '../test/lists-fixtures';
import { loadMessages } from '../i18n/load-messages';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { LatestNews } from '../features/articles/components/latest-news';
import { StoryItem } from '../features/lists/components/story-item';
import { storyFromAjax } from '../features/lists/lib/story';
import { resetImpressionsForTests } from '../lib/impression-batch';
import { HeadlineLink } from './headline-link';

const server = setupMockApi();
const latestUrl = `${testApiOrigin}/api/v2/article/scopes/lat/get/:page`;
const clickUrl = `${testApiOrigin}/api/v2/article/:id/click-title`;
const impressionsUrl = `${testApiOrigin}/api/v2/article/impressions`;

/** Article 1 runs the headline test; article 2 has a B title but no test. */
const underTest = wireArticle(1, {
  title: 'Coach stays until 2028',
  a_title: 'Coach stays until 2028',
  b_title: 'Why the coach signed for three more years',
  abtesting: true,
});
const notUnderTest = wireArticle(2, { title: 'Stadium gets new roof', b_title: 'A roof over every seat' });

function serveLatest() {
  server.use(http.get(latestUrl, () => HttpResponse.json({ data: [underTest, notUnderTest] })));
}

interface Report {
  path: string;
  body: unknown;
  query: string;
  visitor: string | null;
  keepalive: boolean;
  headers: { uniqueVisitor: string | null; authorization: string | null; tenant: string | null };
}

/** Records the click and impression reports; the click answer waits for `release` (a slow server). */
function serveReports() {
  const reports: Report[] = [];
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const record = async (request: Request, path: string) => {
    reports.push({
      path,
      body: await request.json(),
      query: new URL(request.url).search,
      visitor: request.headers.get('X-Visitor-Id'),
      keepalive: request.keepalive,
      headers: {
        uniqueVisitor: request.headers.get('X-Unique-Visitor-Id'),
        authorization: request.headers.get('Authorization'),
        tenant: request.headers.get('X-Tenant-Id'),
      },
    });
  };
  server.use(
    http.post(clickUrl, async ({ request, params }) => {
      await record(request, `/api/v2/article/${String(params.id)}/click-title`);
      await answered;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(impressionsUrl, async ({ request }) => {
      await record(request, '/api/v2/article/impressions');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { reports, release };
}

let randomValue = 0.9;
let cookieWrites: string[] = [];

beforeEach(() => {
  resetImpressionsForTests();
  document.cookie = 'ab_testing=; Max-Age=0; Path=/';
  cookieWrites = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    cookieWrites.push(value);
    descriptor?.set?.call(this, value);
  });
  // The one source of randomness of the group choice.
  jest.spyOn(Math, 'random').mockImplementation(() => randomValue);
});

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

/** The home page's news list (ART-02), where the headlines under test are listed. */
function renderNews() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <Suspense fallback={null}>
        <RemoteIntlProvider loadMessages={loadMessages}>
          <LatestNews />
        </RemoteIntlProvider>
      </Suspense>
    </MemoryRouter>,
  );
}

function headlines() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

test('[AB-01] the group is chosen at random once and kept across reloads, in storage and a 7-day cookie', async () => {
  serveLatest();
  randomValue = 0.9; // B
  const first = await renderNews();
  expect(await screen.findByRole('link', { name: 'Why the coach signed for three more years' })).toBeInTheDocument();
  expect(window.localStorage.getItem('ab_testing')).toBe('B');
  expect(document.cookie).toContain('ab_testing=B');
  const groupCookies = cookieWrites.filter((value) => value.startsWith('ab_testing=B'));
  expect(groupCookies).toHaveLength(1);
  expect(groupCookies[0]).toMatch(/^ab_testing=B; Max-Age=604800; Path=\/; SameSite=Lax/);
  first.unmount();

  // A reload: another random draw would say A, but the kept group stays.
  randomValue = 0.1;
  await renderNews();
  expect(await screen.findByRole('link', { name: 'Why the coach signed for three more years' })).toBeInTheDocument();
  expect(window.localStorage.getItem('ab_testing')).toBe('B');
  expect(document.cookie).toContain('ab_testing=B');
});

test('[AB-01] with storage emptied, the cookie decides the group and storage follows it', async () => {
  serveLatest();
  document.cookie = 'ab_testing=A; Path=/';
  randomValue = 0.9; // would be B
  await renderNews();
  expect(await screen.findByRole('link', { name: 'Coach stays until 2028' })).toBeInTheDocument();
  expect(window.localStorage.getItem('ab_testing')).toBe('A');
});

test('[AB-01] group B sees the B title only where the test runs; group A sees the A titles', async () => {
  serveLatest();
  window.localStorage.setItem('ab_testing', 'B');
  const asB = await renderNews();
  await screen.findByRole('link', { name: 'Why the coach signed for three more years' });
  expect(headlines()).toEqual(['Why the coach signed for three more years', 'Stadium gets new roof']);
  asB.unmount();

  window.localStorage.setItem('ab_testing', 'A');
  await renderNews();
  await screen.findByRole('link', { name: 'Coach stays until 2028' });
  expect(headlines()).toEqual(['Coach stays until 2028', 'Stadium gets new roof']);
});

test('[AB-01] a click sends the lowercase group with keepalive, and navigation does not wait for it', async () => {
  const { reports, release } = serveReports();
  window.localStorage.setItem('ab_testing', 'B');
  const { user } = await renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          index
          element={
            <h2>
              <HeadlineLink
                article={{ id: 1, title: underTest.title, bTitle: underTest.b_title, abTesting: true }}
                href={underTest.url}
              />
            </h2>
          }
        />
        <Route path="article/:id/:slug" element={<h1>The article page</h1>} />
      </Routes>
    </MemoryRouter>,
  );

  await user.click(screen.getByRole('link', { name: 'Why the coach signed for three more years' }));
  // The page changed while the server has not answered the click.
  expect(await screen.findByRole('heading', { name: 'The article page' })).toBeInTheDocument();
  expect(reports).toEqual([
    {
      path: '/api/v2/article/1/click-title',
      body: { group: 'b' },
      query: '?tenant_id=tribune',
      visitor: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
      keepalive: true,
      headers: expect.objectContaining({ tenant: 'tribune', authorization: null }),
    },
  ]);
  release();
});

test('[PLT-02][AB-01] a fan’s click report carries every header of an API request: both visitor ids and the bearer token', async () => {
  const { reports, release } = serveReports();
  window.localStorage.setItem('ab_testing', 'A');
  // A logged-in fan's stored session (docs/contracts.md: auth_token, user_object).
  window.localStorage.setItem('auth_token', 'fan-token');
  window.localStorage.setItem('user_object', JSON.stringify(testUser));
  const { user } = await renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          index
          element={
            <HeadlineLink
              article={{ id: 1, title: underTest.title, bTitle: underTest.b_title, abTesting: true }}
              href={underTest.url}
            />
          }
        />
        <Route path="article/:id/:slug" element={<h1>The article page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('link', { name: underTest.title }));
  expect(await screen.findByRole('heading', { name: 'The article page' })).toBeInTheDocument();
  await waitFor(() => expect(reports).toHaveLength(1));
  const [report] = reports;
  expect(report?.keepalive).toBe(true);
  expect(report?.headers.uniqueVisitor).toBe(report?.visitor);
  expect(report?.headers.authorization).toBe('Bearer fan-token');
  release();
});

test('[AB-01] a click on a headline without a test sends nothing', async () => {
  serveLatest();
  window.localStorage.setItem('ab_testing', 'B');
  const { user } = await renderNews();
  // Unhandled requests fail the test: no click report may go out.
  await user.click(await screen.findByRole('link', { name: 'Stadium gets new roof' }));
});

test('[AB-01] the tested headlines that come into view are reported once, in one batch', async () => {
  const seen: Element[] = [];
  // The browser's IntersectionObserver, at its edge: everything observed is in view at once.
  class InViewObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      seen.push(target);
      queueMicrotask(() =>
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
      );
    }
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: InViewObserver, configurable: true, writable: true });
  serveLatest();
  const { reports } = serveReports();
  window.localStorage.setItem('ab_testing', 'A');
  const page = await renderNews();
  await screen.findByRole('link', { name: 'Coach stays until 2028' });
  // Only the headline under test is watched.
  expect(seen).toHaveLength(1);
  expect(within(seen[0] as HTMLElement).getByRole('link')).toHaveTextContent('Coach stays until 2028');

  await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
  expect(reports).toEqual([
    {
      path: '/api/v2/article/impressions',
      body: { group: 'a', article_ids: [1] },
      query: '?tenant_id=tribune',
      visitor: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
      keepalive: true,
      headers: expect.objectContaining({ tenant: 'tribune', authorization: null }),
    },
  ]);

  // Shown again in the same page view (a list re-rendered): not reported again.
  page.unmount();
  await renderNews();
  await screen.findByRole('link', { name: 'Coach stays until 2028' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
  expect(reports).toHaveLength(1);
});

test('[AB-01] the server renders headline A; group B gets headline B after hydration, without a mismatch', async () => {
  window.localStorage.setItem('ab_testing', 'B');
  const page = () => {
    const runtime = createTribuneRuntime({
      bootstrap: testBootstrap(),
      loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No other remotes')) },
      storage: window.localStorage,
    });
    return (
      <TribuneProviders runtime={runtime}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter>
            <h2>
              <HeadlineLink
                article={{ id: 1, title: underTest.title, bTitle: underTest.b_title, abTesting: true }}
                href={underTest.url}
              />
            </h2>
          </MemoryRouter>
        </SWRConfig>
      </TribuneProviders>
    );
  };
  const html = renderToString(page());
  expect(html).toContain('Coach stays until 2028');
  expect(html).not.toContain('three more years');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(), { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  expect(within(container).getByRole('link')).toHaveTextContent('Why the coach signed for three more years');
  act(() => root?.unmount());
  container.remove();
});

test('[AB-01] the ajax lists (tag, most read, sidebars) show group B the bTitle too', async () => {
  window.localStorage.setItem('ab_testing', 'B');
  const ajax = wireAjaxArticle(5, {
    url: '/article/5/keeper-injured',
    title: 'Keeper injured for weeks',
    aTitle: 'Keeper injured for weeks',
    bTitle: 'Who replaces the keeper now?',
    ab_testing: true,
    content: 'The keeper is out.',
    image_url: '',
    show_author: false,
    comments_count: 0,
  });
  await renderWithProviders(
    <MemoryRouter>
      <Suspense fallback={null}>
        <RemoteIntlProvider loadMessages={loadMessages}>
          <StoryItem story={storyFromAjax(ajax)} />
          <StoryItem story={storyFromAjax({ ...ajax, id: 6, ab_testing: false, title: 'Match moved' })} />
        </RemoteIntlProvider>
      </Suspense>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: 'Who replaces the keeper now?' })).toHaveAttribute(
    'href',
    '/article/5/keeper-injured',
  );
  expect(screen.getByRole('link', { name: 'Match moved' })).toBeInTheDocument();
});
