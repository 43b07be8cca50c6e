import { act, lazy, startTransition, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { remoteArea } from '../slots/remote-area';
import { HydrateWhen, type HydrateWhenProps, type HydrationTrigger } from './hydrate-when';
import { PartSuspense } from './part-suspense';

// Both sides of server rendering in one test: `isServer()` answers what the test says.
let mockOnServer = false;
jest.mock('./environment', () => ({ isServer: () => mockOnServer }));

/**
 * A remote's part as the shell sees it: rendered directly on the server, lazily loaded in the browser.
 * `loads` records whether the remote's code was fetched at all; `clicks` what its handler received.
 */
function fakeRemote() {
  const loads: string[] = [];
  const clicks: string[] = [];
  function Buttons() {
    const [count, setCount] = useState(0);
    return (
      <button
        type="button"
        onClick={() => {
          clicks.push(`click ${count}`);
          setCount(count + 1);
        }}
      >
        Log in
      </button>
    );
  }
  const Area = remoteArea('mf_account');
  let resolveLoad: ((module: { default: ComponentType }) => void) | null = null;
  const Lazy = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        loads.push('mf_account');
        resolveLoad = resolve;
      }),
  );
  return {
    loads,
    clicks,
    server: (
      <Area>
        <Buttons />
      </Area>
    ),
    // As shared's Slot renders a filler: in a loading boundary of its own (PartSuspense).
    browser: (
      <PartSuspense>
        <Area>
          <Lazy />
        </Area>
      </PartSuspense>
    ),
    finishLoading: () => resolveLoad?.({ default: Buttons }),
  };
}

/** A page around the part whose own state can change, the way a navigation changes what is above a part. */
let navigate: (to: string) => void = () => undefined;
function Page({ children }: { children: ReactNode }) {
  const [path, setPath] = useState('/');
  navigate = (to) => startTransition(() => setPath(to));
  return (
    <>
      <p data-testid="path">{path}</p>
      {children}
    </>
  );
}

async function serverRenderThenHydrate(
  remote: ReturnType<typeof fakeRemote>,
  props: Omit<HydrateWhenProps, 'children'>,
) {
  mockOnServer = true;
  const html = renderToString(
    <Page>
      <HydrateWhen {...props}>{remote.server}</HydrateWhen>
    </Page>,
  );
  mockOnServer = false;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  let root: Root | null = null;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Page>
        <HydrateWhen {...props}>{remote.browser}</HydrateWhen>
      </Page>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  return { container, unmount: () => act(() => root?.unmount()) };
}

const recoverableErrors: unknown[] = [];

beforeAll(() => {
  // act() is used directly here (hydration, not @testing-library's render).
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterEach(() => {
  document.body.innerHTML = '';
  expect(recoverableErrors).toEqual([]);
});

test('[ISSUE-10] a part that comes to life on interaction keeps the server HTML and fetches nothing until reached for', async () => {
  const remote = fakeRemote();
  const { container, unmount } = await serverRenderThenHydrate(remote, { interaction: true });
  expect(container.querySelector('button')?.textContent).toBe('Log in');
  expect(remote.loads).toEqual([]);

  await act(async () => {
    container.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  });
  expect(remote.loads).toEqual(['mf_account']);
  // The server's HTML stands in while the code arrives: nothing disappears.
  expect(container.querySelector('button')?.textContent).toBe('Log in');
  await unmount();
});

test('[ISSUE-10] a click that lands before the part is live is held and replayed on the live button', async () => {
  const remote = fakeRemote();
  const { container, unmount } = await serverRenderThenHydrate(remote, { interaction: true });

  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  await act(async () => {
    container.querySelector('button')?.dispatchEvent(click);
  });
  expect(click.defaultPrevented).toBe(true);
  expect(remote.clicks).toEqual([]);

  await act(async () => remote.finishLoading());
  expect(remote.clicks).toEqual(['click 0']);
  await unmount();
});

test('[ISSUE-10] while the code arrives the server HTML stays the very same elements, so a press that began on a button ends on it; its click is replayed', async () => {
  const remote = fakeRemote();
  const { container, unmount } = await serverRenderThenHydrate(remote, { interaction: true });
  const button = container.querySelector('button');
  await act(async () => {
    button?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  });
  expect(remote.loads).toEqual(['mf_account']);
  // Loading: the button on screen is still the server's element, not a copy.
  expect(container.querySelector('button')).toBe(button);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  await act(async () => {
    button?.dispatchEvent(click);
  });
  expect(click.defaultPrevented).toBe(true);

  await act(async () => remote.finishLoading());
  expect(remote.clicks).toEqual(['click 0']);
  expect(container.querySelectorAll('button')).toHaveLength(1);
  await unmount();
});

test('[ISSUE-10] code that arrives in the middle of a press waits for the press to end before the live part takes over', async () => {
  const remote = fakeRemote();
  const { container, unmount } = await serverRenderThenHydrate(remote, { interaction: true });
  const button = container.querySelector('button');
  await act(async () => {
    button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  });
  await act(async () => remote.finishLoading());
  // The press is still on: the server's button stays.
  expect(container.querySelector('button')).toBe(button);

  await act(async () => {
    button?.dispatchEvent(new Event('pointerup', { bubbles: true }));
    button?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(container.querySelector('button')).not.toBe(button);
  expect(remote.clicks).toEqual(['click 0']);
  await unmount();
});

test('[ISSUE-10] focus that reached the static button is on the live one once it is there', async () => {
  const remote = fakeRemote();
  const { container, unmount } = await serverRenderThenHydrate(remote, { interaction: true });
  await act(async () => {
    const button = container.querySelector('button');
    button?.focus();
    button?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  expect(remote.loads).toEqual(['mf_account']);
  await act(async () => remote.finishLoading());
  expect(document.activeElement).toBe(container.querySelector('button'));
  await unmount();
});

test('[ISSUE-10] an update from above (a navigation) while the part is still static commits at once and fetches nothing', async () => {
  const remote = fakeRemote();
  const { container, unmount } = await serverRenderThenHydrate(remote, { interaction: true });
  await act(async () => navigate('/matchcenter'));
  expect(container.querySelector('[data-testid="path"]')?.textContent).toBe('/matchcenter');
  expect(remote.loads).toEqual([]);
  expect(container.querySelector('button')?.textContent).toBe('Log in');
  await unmount();
});

test('[ISSUE-10] a trigger of its own (a stored session) brings the part to life without any interaction', async () => {
  const remote = fakeRemote();
  let openFromOutside: (() => void) | null = null;
  const whenSignedIn: HydrationTrigger = (open) => {
    openFromOutside = () => open();
  };
  const { container, unmount } = await serverRenderThenHydrate(remote, { triggers: [whenSignedIn] });
  expect(remote.loads).toEqual([]);
  await act(async () => openFromOutside?.());
  expect(remote.loads).toEqual(['mf_account']);
  await act(async () => remote.finishLoading());
  expect(container.querySelector('button')?.textContent).toBe('Log in');
  await unmount();
});

test('[ISSUE-10] a part with nothing to show before it is needed is not server-rendered, and mounts when asked for', async () => {
  const remote = fakeRemote();
  let ask: (() => void) | null = null;
  const whenDialogRequested: HydrationTrigger = (open) => {
    ask = () => open();
  };
  const { container, unmount } = await serverRenderThenHydrate(remote, {
    triggers: [whenDialogRequested],
    serverRendered: false,
  });
  expect(container.querySelector('button')).toBeNull();
  expect(remote.loads).toEqual([]);
  await act(async () => ask?.());
  await act(async () => remote.finishLoading());
  expect(container.querySelector('button')?.textContent).toBe('Log in');
  await unmount();
});
