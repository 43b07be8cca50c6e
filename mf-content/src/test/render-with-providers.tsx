import { http, HttpResponse } from 'msw';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { createTribuneRuntime, TribuneProviders, type Language, type RemoteName } from '@tribune/shared';
import { mockApi, testApiOrigin, testBootstrap } from '@tribune/shared/testing';
import ContentRoutes from '../exposes/routes';

/** Where the test bootstrap points the API client; MSW answers there. */
export { testApiOrigin };

export interface RenderOptions {
  language?: Language;
  /**
   * Other remotes' exposes, keyed "remote/expose" (e.g. "mf_matchcenter/./home-sidebar"), standing in
   * for Module Federation at its edge; their remotes count as enabled for this tenant.
   */
  remoteExposes?: Partial<Record<`${RemoteName}/${string}`, ComponentType>>;
}

/**
 * Renders any element inside every Tribune provider, with a fresh SWR cache and session per test.
 * Async because the remote's messages suspend the first render: React only resumes a tree that
 * suspended inside `act` when that `act` is awaited.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { language = 'en', remoteExposes = {} }: RenderOptions = {},
) {
  const exposes = new Map(Object.entries(remoteExposes));
  const enabled = new Set<string>(['mf_content', ...[...exposes.keys()].map((key) => key.split('/')[0] ?? '')]);
  const runtime = createTribuneRuntime({
    bootstrap: testBootstrap({
      language,
      remotes: [{ name: 'mf_content', version: '0.1.0', entry: '/remotes/mf-content/0.1.0/remoteEntry.js' }],
    }),
    storage: window.localStorage,
    loader: {
      isEnabled: (remote) => enabled.has(remote),
      load: async (remote, expose) => {
        const component = exposes.get(`${remote}/${expose}`);
        if (!component) throw new Error(`No test component for ${remote}/${expose}`);
        return { default: component };
      },
    },
  });
  const user = userEvent.setup();
  const result = await act(async () =>
    render(
      <TribuneProviders runtime={runtime}>
        <SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>
      </TribuneProviders>,
    ),
  );
  return { user, runtime, ...result };
}

/** Renders this remote's real routes at a URL, as the shell would. */
export async function renderRoute(path: string, options?: RenderOptions) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <ContentRoutes />
      </Suspense>
    </MemoryRouter>,
    options,
  );
}

/** An MSW server for one test file: unhandled requests fail the test, handlers reset after each test. */
export function setupMockApi() {
  // ADS-01: the home and article pages ask for the tenant's ads; a test about something else gets none.
  // NR-04: the article editor counts the article's revisions; a test about something else gets none.
  const server = mockApi(
    http.get('*/api/v2/ad', () => HttpResponse.json({ data: [] })),
    http.get('*/api/v2/editor/articles/:id/revisions', () => HttpResponse.json({ data: [] })),
    // NR-02: the article editor's pickers ask for the tenant's tags, authors and polls and the league's
    // rounds; a test about something else gets none of them.
    http.get('*/api/v2/editor/tags', () => HttpResponse.json({ data: [] })),
    http.get('*/api/v2/editor/authors', () => HttpResponse.json({ data: [] })),
    http.get('*/api/v2/editor/polls', () =>
      HttpResponse.json({ data: [], metaData: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }),
    ),
    http.get('*/api/v1/leagues/:league/rounds', () =>
      HttpResponse.json({
        data: {
          league: { id: 72, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' },
          currentRound: 1,
          rounds: [],
        },
      }),
    ),
  );
  afterEach(() => {
    window.localStorage.clear();
  });
  return server;
}
