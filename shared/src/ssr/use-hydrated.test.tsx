import { act, render } from '@testing-library/react';
import { Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

/** Shows what the hook said, and notes it on every render. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'as the server'}</p>;
}

test('[ACC-11] a part the browser renders itself knows the browser’s state from its first render', () => {
  const seen: boolean[] = [];
  const { container } = render(<Probe seen={seen} />);
  expect(seen[0]).toBe(true);
  expect(container).toHaveTextContent('browser');
});

test('[ACC-11] a part that hydrates starts as the server rendered it, without a mismatch, and switches right after', async () => {
  const html = renderToString(<Probe seen={[]} />);
  expect(html).toContain('as the server');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const seen: boolean[] = [];
  const recoverable: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(seen[0]).toBe(false);
  expect(seen.at(-1)).toBe(true);
  expect(container).toHaveTextContent('browser');

  // A part that mounts later (a navigation) is the browser's at once.
  const later: boolean[] = [];
  await act(async () => {
    root?.render(
      <>
        <Probe seen={seen} />
        <Probe seen={later} />
      </>,
    );
  });
  expect(later[0]).toBe(true);
  act(() => root?.unmount());
  container.remove();
});

test('[ACC-11] the switch after hydrating does not block: what the server rendered stays until the fan’s part is ready', async () => {
  // The fan's part needs more than the session (its code, its data) and suspends until it has it. A
  // blocking re-render would put the loading state over the server's HTML; a transition keeps the
  // server's HTML on screen until the fan's part can replace it.
  let release: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  function FanPart() {
    const hydrated = useHydrated();
    if (hydrated) use(ready);
    return <p>{hydrated ? 'fan' : 'guest'}</p>;
  }
  const page = (
    <Suspense fallback={<p>loading</p>}>
      <FanPart />
    </Suspense>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  expect(container).toHaveTextContent('guest');
  expect(container).not.toHaveTextContent('loading');

  await act(async () => {
    release();
    await ready;
  });
  expect(container).toHaveTextContent('fan');
  act(() => root?.unmount());
  container.remove();
});
