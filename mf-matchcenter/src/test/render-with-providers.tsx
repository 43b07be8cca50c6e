import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { createRealtimeClient, createTribuneRuntime, TribuneProviders, type Bootstrap } from '@tribune/shared';
import { createFakePusher } from './fake-pusher';
import { testBootstrap } from './test-bootstrap';

export interface RenderOptions {
  /** The URL the page is opened at. */
  route?: string;
  bootstrap?: Partial<Bootstrap>;
  /** Pass fake-timer advancing to user-event when a test uses fake timers. */
  advanceTimers?: (ms: number) => void;
}

/**
 * Renders a route or component as the shell would: every Tribune provider from a real runtime, a
 * router, a Suspense boundary for the lazily loaded messages, and a fresh SWR cache per test. Only the
 * network is fake: MSW for HTTP, a fake pusher-js for real time. Await it.
 */
export async function renderWithProviders(ui: ReactElement, { route = '/', bootstrap, advanceTimers }: RenderOptions = {}) {
  const pusher = createFakePusher();
  const fullBootstrap = testBootstrap(bootstrap);
  const runtime = createTribuneRuntime({
    bootstrap: fullBootstrap,
    loader: {
      isEnabled: () => false,
      load: () => Promise.reject(new Error('No other remotes in these tests')),
    },
    storage: window.localStorage,
  });
  runtime.realtime = createRealtimeClient({
    settings: fullBootstrap.realtime,
    tenantId: fullBootstrap.tenant.id,
    getToken: () => null,
    loadPusher: pusher.loadPusher,
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
  return { ...result, runtime, pusher, user };
}
