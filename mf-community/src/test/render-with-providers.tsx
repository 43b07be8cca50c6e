import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { createTribuneRuntime, storageKeys, TribuneProviders, type Bootstrap, type StoredUser } from '@tribune/shared';
import { testBootstrap } from './test-bootstrap';

export interface RenderOptions {
  /** The URL the page is opened at. */
  route?: string;
  bootstrap?: Partial<Bootstrap>;
  /** Opens the page logged in as this user (stored as the shell stores a login, ACC-10). */
  loggedInAs?: StoredUser;
  /** Pass fake-timer advancing to user-event when a test uses fake timers. */
  advanceTimers?: (ms: number) => void;
}

/**
 * Renders a route or component as the shell would: every Tribune provider from a real runtime, a
 * router, a Suspense boundary for the lazily loaded messages, and a fresh SWR cache per test. Only the
 * network is fake (MSW). Await it.
 */
export async function renderWithProviders(ui: ReactElement, { route = '/', bootstrap, advanceTimers, loggedInAs }: RenderOptions = {}) {
  window.localStorage.clear();
  if (loggedInAs) {
    window.localStorage.setItem(storageKeys.token, 'test-token');
    window.localStorage.setItem(storageKeys.user, JSON.stringify(loggedInAs));
  }
  const fullBootstrap = testBootstrap(bootstrap);
  const runtime = createTribuneRuntime({
    bootstrap: fullBootstrap,
    loader: {
      isEnabled: () => false,
      load: () => Promise.reject(new Error('No other remotes in these tests')),
    },
    storage: window.localStorage,
  });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  let result: RenderResult | undefined;
  // Awaited, so a component suspended on its lazily loaded messages resumes (React 19's act rule).
  await act(async () => {
    result = render(
      <TribuneProviders runtime={runtime}>
        <SWRConfig value={{ provider: () => new Map() }}>
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

/** A logged-in user as the shell stores one (ACC-11). */
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
