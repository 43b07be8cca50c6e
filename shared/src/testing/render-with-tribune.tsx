import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { Bootstrap, Language } from '../bootstrap/bootstrap';
import { createTribuneRuntime } from '../providers/tribune-runtime';
import { TribuneProviders } from '../providers/tribune-providers';
import { createRealtimeClient, type RealtimeClientOptions } from '../realtime/realtime-client';
import { storageKeys, type LoginData, type StoredUser } from '../session/stored-user';
import type { RemoteLoader } from '../slots/remote-loader';
import type { SwrPageConfiguration } from '../ssr/swr-data';
import { testBootstrap } from './test-bootstrap';

export interface RenderWithTribuneOptions {
  /** The URL the page is opened at. */
  route?: string;
  bootstrap?: Partial<Bootstrap>;
  /** The tenant's language ('nl': the Dutch tenant), unless `bootstrap.tenant` says otherwise. */
  language?: Language;
  /** Opens the page logged in as this user (stored as a login stores it, ACC-10). */
  loggedInAs?: StoredUser;
  /** What the browser's storage already holds when the page opens (it is cleared first). */
  storedItems?: Record<string, string>;
  /** Pass fake-timer advancing to user-event when a test uses fake timers. */
  advanceTimers?: (ms: number) => void;
  /** Other remotes' components; by default none is available. */
  loader?: RemoteLoader;
  /** Replaces how pusher-js is loaded, for tests of live behaviour. */
  loadPusher?: RealtimeClientOptions['loadPusher'];
  /** SWR's configuration, e.g. the `fallback` a server-rendered page arrives with. */
  swr?: SwrPageConfiguration;
}

/**
 * Renders a route or component as the shell would: every Tribune provider from a real runtime, a
 * router, a Suspense boundary for lazily loaded messages and a fresh SWR cache. Only the network is
 * fake (MSW in the caller). Await it: it resolves once suspended messages have loaded.
 */
export async function renderWithTribune(ui: ReactElement, options: RenderWithTribuneOptions = {}) {
  const { route = '/', advanceTimers, loggedInAs } = options;
  window.localStorage.clear();
  for (const [key, value] of Object.entries(options.storedItems ?? {})) window.localStorage.setItem(key, value);
  if (loggedInAs) {
    window.localStorage.setItem(storageKeys.token, 'test-token');
    window.localStorage.setItem(storageKeys.user, JSON.stringify(loggedInAs));
  }
  const bootstrap = testBootstrap({ language: options.language, ...options.bootstrap });
  const runtime = createTribuneRuntime({
    bootstrap,
    loader: options.loader ?? {
      isEnabled: () => false,
      load: () => Promise.reject(new Error('No other remotes in this test')),
    },
    storage: window.localStorage,
    ...(options.swr ? { swr: options.swr } : {}),
  });
  if (options.loadPusher) {
    runtime.realtime = createRealtimeClient({
      settings: bootstrap.realtime,
      tenantId: bootstrap.tenant.id,
      getToken: () => window.localStorage.getItem(storageKeys.token),
      loadPusher: options.loadPusher,
    });
  }
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  let result: RenderResult | undefined;
  // Awaited, so a component suspended on its lazily loaded messages resumes (React 19's act rule).
  await act(async () => {
    result = render(
      <TribuneProviders runtime={runtime}>
        <SWRConfig value={{ provider: options.swr?.provider ?? (() => new Map()) }}>
          <MemoryRouter initialEntries={[route]}>
            <Suspense fallback={null}>{ui}</Suspense>
          </MemoryRouter>
        </SWRConfig>
      </TribuneProviders>,
    );
  });
  if (!result) throw new Error('render did not run');
  return { ...result, runtime, user };
}

/** A logged-in user as the browser stores one (ACC-11). */
export const testUser: StoredUser = {
  id: 7,
  username: 'fan',
  image: null,
  profile_image: null,
  role: null,
  isAdmin: false,
  can_place_comments: true,
  settings: { night_mode: '0', text_size: 'small' },
  meta: [],
  name: 'Fan',
};

/**
 * The API's answer to a login for `testUser` (the contract's `LoginData`, ACC-01): what a test serves
 * for a login, registration or social login. `overrides` for another user or token.
 */
export function testLoginData(overrides: Partial<LoginData> = {}): LoginData {
  return {
    ...testUser,
    settings: { night_mode: '0', text_size: 'small' },
    meta: [],
    name: 'Fan',
    authorization: 'test-token',
    email: 'fan@example.test',
    email_verified: true,
    ...overrides,
  };
}
