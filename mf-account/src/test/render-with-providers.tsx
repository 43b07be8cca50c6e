// Test helper: renders mf_account the way the shell composes it (the header.account and
// shell.account-dialogs slots plus the routes the route table gives this remote), inside the real
// providers of @tribune/shared, with only the network mocked (MSW).
import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import {
  createTribuneRuntime,
  findRouteOwner,
  routesExpose,
  Slot,
  toStoredUser,
  TribuneProviders,
  useAppearance,
  useRemoteComponents,
  writePersistedSession,
  type ApiSchemas,
  type ExposedComponent,
  type ExposedModule,
  type Language,
  type LoginData,
  type RemoteName,
} from '@tribune/shared';
import { apiUrl, mockApi, testApiOrigin, testBootstrap } from '@tribune/shared/testing';
import { LocationAssignProvider } from '../lib/location-assign';
import { PageReloadProvider } from '../lib/page-reload';

/** Node's fetch needs absolute URLs, so the test bootstrap names the API origin. */
const apiOrigin = testApiOrigin;
export { apiUrl };

/**
 * What every page asks whatever the test is about (the account layer renders on every page): no pop-up
 * and no reCAPTCHA (POP-01, CON-01), no social-login providers (ACC-03), and for an admin no custom
 * code (ACC-20). A test overrides them with server.use; resetHandlers goes back to these.
 */
const pageWideHandlers = [
  http.get(apiUrl('/api/v2/setting'), () =>
    HttpResponse.json({ data: { popup: null, settings_date: null, recaptcha_site_key: null } }),
  ),
  http.get(apiUrl('/api/v2/login/providers'), () => HttpResponse.json({ data: [] })),
  http.get(apiUrl('/api/v2/user/admin-front-end'), () =>
    HttpResponse.json({
      data: { custom_code: null, feedback: { id: 7, name: 'Fan Onetwothree', email: 'fan123@example.com' } },
    }),
  ),
];

export const server = mockApi(...pageWideHandlers);

afterEach(() => {
  window.localStorage.clear();
  jest.useRealTimers();
});

/** A login answer as docs/contracts.md gives it (ACC-01). */
export function loginData(overrides: Partial<LoginData> = {}): LoginData {
  return {
    authorization: 'token-of-fan123',
    id: 7,
    username: 'fan123',
    image: null,
    profile_image: null,
    role: null,
    isAdmin: false,
    can_place_comments: true,
    settings: { night_mode: '0', text_size: 'small' },
    meta: [{ key: 'has_formation', value: { current_formation_id: 3 } }],
    name: 'Fan Onetwothree',
    email: 'fan123@example.com',
    email_verified: true,
    ...overrides,
  };
}

/**
 * me-as-resource for fan123 (ACC-16, with issue 4's pending_email and custom_fields), typed by the
 * generated contract: a change of the API's shape breaks the tests too.
 */
export function ownData(overrides: Partial<ApiSchemas['OwnUserData']> = {}): ApiSchemas['OwnUserData'] {
  return {
    id: 7,
    username: 'fan123',
    email: 'fan123@example.com',
    email_verified: true,
    pending_email: null,
    profile_image: null,
    claps_count: 0,
    date_of_birth: null,
    custom_data: {},
    custom_fields: [],
    enable_notifications_popup: true,
    isManager: false,
    verify_email_message: null,
    settings: {
      night_mode: '0',
      text_size: 'small',
      notify_by_likes: '1',
      notify_by_replies: '1',
      notify_by_likes_on_email: '0',
      notify_by_replies_on_email: '0',
    },
    ...overrides,
  };
}

/** Starts the page logged in, as if an earlier page had stored the session. */
export function storeSession(data: LoginData = loginData()) {
  writePersistedSession({ token: data.authorization, user: toStoredUser(data) }, window.localStorage);
  if (data.email_verified === false) window.localStorage.setItem('email_verified', '0');
}

const exposes: Record<string, () => Promise<ExposedModule>> = {
  './routes': () => import('../exposes/routes'),
  './header-account': () => import('../exposes/header-account'),
  './account-dialogs': () => import('../exposes/account-dialogs'),
};

/** mf_account's pages, loaded through its ./routes expose where the route table says it owns the URL (as the shell does). */
function OwnedRoutes() {
  const { pathname } = useLocation();
  const { getComponent } = useRemoteComponents();
  if (findRouteOwner(pathname) !== 'mf_account') return null;
  const AccountRoutes = getComponent('mf_account', routesExpose);
  return <AccountRoutes />;
}

/** PLT-07 as the shell applies it: dark mode and text size on the document, from the stored user. */
function ShellAppearance() {
  useAppearance();
  return null;
}

/** Shows where the app navigated to, for assertions on redirects. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** Waits until the app has navigated to this path (with its query). */
export async function expectLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${escapeRegExp(path)}$`)));
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface RenderOptions {
  route?: string;
  language?: Language;
  /**
   * Other remotes' exposes (slot fillers such as "mf_community/./profile-community"), standing in for
   * Module Federation at its edge; their remotes count as enabled for this tenant.
   */
  remoteExposes?: Partial<Record<`${RemoteName}/${string}`, ExposedComponent>>;
  /** Other remotes the tenant runs (its bootstrap lists them), for parts that only link to their pages. */
  otherRemotes?: RemoteName[];
}

/** Renders and lets the first lazy loads (exposes, messages) settle, as `await act` requires. */
export async function renderWithProviders({
  route = '/',
  language = 'en',
  remoteExposes = {},
  otherRemotes: linkedRemotes = [],
}: RenderOptions = {}) {
  const otherExposes = new Map<string, ExposedComponent | undefined>(Object.entries(remoteExposes));
  const otherRemotes = new Set([...otherExposes.keys()].map((key) => key.split('/')[0]));
  const runtime = createTribuneRuntime({
    bootstrap: testBootstrap({
      language,
      remotes: [
        { name: 'mf_account', version: '0.1.0', entry: `${apiOrigin}/remotes/mf-account/0.1.0/remoteEntry.js` },
        ...linkedRemotes.map((name) => ({
          name,
          version: '0.1.0',
          entry: `${apiOrigin}/remotes/${name.replace('_', '-')}/0.1.0/remoteEntry.js`,
        })),
      ],
    }),
    loader: {
      isEnabled: (remote) => remote === 'mf_account' || otherRemotes.has(remote),
      load: async (remote, expose) => {
        const other = otherExposes.get(`${remote}/${expose}`);
        if (other) return { default: other };
        const load = remote === 'mf_account' ? exposes[expose] : undefined;
        if (!load) throw new Error(`${remote}/${expose} is not part of this test`);
        return load();
      },
    },
    storage: window.localStorage,
  });
  const reload = jest.fn();
  const assignLocation = jest.fn<void, [string]>();
  // No delay between typed keys: no timers are involved, so fake timers need no special handling.
  const user = userEvent.setup({ delay: null });
  const tree = (
    <TribuneProviders runtime={runtime}>
      {/* A fresh SWR cache per test, so no answer leaks from one test into the next. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[route]}>
          <PageReloadProvider value={reload}>
            <LocationAssignProvider value={assignLocation}>
              <header>
                <Slot name="header.account" />
              </header>
              <main>
                <Suspense fallback={null}>
                  <OwnedRoutes />
                </Suspense>
              </main>
              <Slot name="shell.account-dialogs" />
              <CurrentLocation />
              <ShellAppearance />
            </LocationAssignProvider>
          </PageReloadProvider>
        </MemoryRouter>
      </SWRConfig>
    </TribuneProviders>
  );
  const view = await act(async () => render(tree));
  return { ...view, runtime, reload, assignLocation, user };
}

/** The session as it is in local storage (ACC-11). */
export function storedSession() {
  const rawUser = window.localStorage.getItem('user_object');
  const user: unknown = rawUser === null ? null : JSON.parse(rawUser);
  return { token: window.localStorage.getItem('auth_token'), user };
}
