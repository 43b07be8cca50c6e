import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTribune } from '../testing/render-with-tribune';
import {
  createInterruptionQueue,
  firstPageViewStorageKey,
  interruptionPriority,
  interruptionsAttribute,
  recordFirstPageView,
  useInterruption,
  type InterruptionEnvironment,
} from './interruption-queue';

/** A page the test drives: which page, first view or not, drawer or dialog open, typing. */
function fakePage(overrides: Partial<{ page: string; first: boolean; blocked: boolean; typing: boolean }> = {}) {
  const state = { page: '/article/1', first: false, blocked: false, typing: false, ...overrides };
  let onChange: (() => void) | null = null;
  const environment: InterruptionEnvironment = {
    currentPage: () => state.page,
    isFirstPageView: (page) => state.first && page === '/article/1',
    isBlockedByPage: () => state.blocked,
    isTyping: () => state.typing,
    watch(listener) {
      onChange = listener;
      return () => {
        onChange = null;
      };
    },
  };
  const change = (next: Partial<typeof state>) => {
    Object.assign(state, next);
    onChange?.();
  };
  return { environment, change, isWatching: () => onChange !== null };
}

test('[POP-01][OVL-01] one overlay at a time: the next waits until the first closes, by priority', () => {
  const page = fakePage();
  const queue = createInterruptionQueue(page.environment);
  queue.request('promotion-overlay', { priority: interruptionPriority.promotionOverlay });
  expect(queue.active()).toBe('promotion-overlay');

  queue.request('popup', { priority: interruptionPriority.popup });
  expect(queue.active()).toBe('promotion-overlay');

  queue.release('promotion-overlay');
  // At most one of the site's overlays per page view: the pop-up waits for the next page.
  expect(queue.active()).toBeNull();
  page.change({ page: '/article/2' });
  expect(queue.active()).toBe('popup');
});

test('[POP-01][OVL-01] while blocked, waiting overlays queue and the higher priority opens first', () => {
  const page = fakePage({ blocked: true });
  const queue = createInterruptionQueue(page.environment);
  queue.request('promotion-overlay', { priority: interruptionPriority.promotionOverlay });
  queue.request('popup', { priority: interruptionPriority.popup });
  expect(queue.active()).toBeNull();
  expect(page.isWatching()).toBe(true);

  page.change({ blocked: false });
  expect(queue.active()).toBe('popup');
  expect(page.isWatching()).toBe(false);
});

test('[POP-01] none opens while focus is in a form field; it opens once the fan leaves the field', () => {
  const page = fakePage({ typing: true });
  const queue = createInterruptionQueue(page.environment);
  queue.request('popup', { priority: interruptionPriority.popup });
  expect(queue.active()).toBeNull();
  page.change({ typing: false });
  expect(queue.active()).toBe('popup');
});

test('[OVL-01] none opens on the first page view, and one does on the next', () => {
  const page = fakePage({ first: true });
  const queue = createInterruptionQueue(page.environment);
  queue.request('promotion-overlay', { priority: interruptionPriority.promotionOverlay });
  expect(queue.active()).toBeNull();
  page.change({ page: '/article/2' });
  expect(queue.active()).toBe('promotion-overlay');
});

test('[WP-01] the prompt the fan asked for opens on a first page view with focus on the toggle, but not over another overlay', () => {
  const page = fakePage({ first: true, typing: true });
  const queue = createInterruptionQueue(page.environment);
  queue.request('push-prompt', { priority: interruptionPriority.pushPrompt, fanInitiated: true });
  expect(queue.active()).toBe('push-prompt');
  queue.release('push-prompt');

  page.change({ first: false, typing: false, page: '/article/2' });
  queue.request('popup', { priority: interruptionPriority.popup });
  queue.request('push-prompt', { priority: interruptionPriority.pushPrompt, fanInitiated: true });
  expect(queue.active()).toBe('popup');
  queue.release('popup');
  expect(queue.active()).toBe('push-prompt');
});

test('[POP-01] an overlay that no longer wants to open leaves the queue', () => {
  const page = fakePage({ blocked: true });
  const queue = createInterruptionQueue(page.environment);
  queue.request('popup', { priority: interruptionPriority.popup });
  queue.release('popup');
  page.change({ blocked: false });
  expect(queue.active()).toBeNull();
  expect(page.isWatching()).toBe(false);
});

test('[OVL-01] the first page view is remembered per browser: this document and page only', () => {
  localStorage.removeItem(firstPageViewStorageKey);
  expect(recordFirstPageView('/article/1')).toBe(true);
  expect(recordFirstPageView('/article/1')).toBe(true);
  expect(recordFirstPageView('/article/2')).toBe(false);

  // An earlier document (a reload, a new session of the same browser) is not a first view.
  localStorage.setItem(firstPageViewStorageKey, JSON.stringify({ document: 1, page: '/article/1' }));
  expect(recordFirstPageView('/article/1')).toBe(false);

  // A record that cannot be read is replaced by this page's.
  localStorage.setItem(firstPageViewStorageKey, '{not json');
  expect(recordFirstPageView('/article/1')).toBe(true);
  expect(recordFirstPageView('/article/2')).toBe(false);
  localStorage.setItem(firstPageViewStorageKey, JSON.stringify({ page: 3 }));
  expect(recordFirstPageView('/article/1')).toBe(true);
});

function Overlay({ name, priority }: { name: string; priority: number }) {
  const [wanted, setWanted] = useState(true);
  const open = useInterruption(name, wanted, { priority });
  if (!open) return null;
  return (
    <div role="dialog" aria-label={name}>
      <button type="button" onClick={() => setWanted(false)}>
        Close {name}
      </button>
    </div>
  );
}

function Page() {
  const [drawerOpen, setDrawerOpen] = useState(true);
  return (
    <>
      <div {...{ [interruptionsAttribute]: drawerOpen ? 'blocked' : undefined }}>
        <button type="button" onClick={() => setDrawerOpen(false)}>
          Close menu
        </button>
      </div>
      <label>
        Comment <input type="text" />
      </label>
      <Overlay name="popup" priority={interruptionPriority.popup} />
    </>
  );
}

const viewedBefore = { [firstPageViewStorageKey]: JSON.stringify({ document: 1, page: '/' }) };

test('[POP-01] in the page: nothing while the drawer is open or a field has focus, then the pop-up', async () => {
  const { user } = await renderWithTribune(<Page />, { storedItems: viewedBefore });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('textbox', { name: 'Comment' }));
  await user.click(screen.getByRole('button', { name: 'Close menu' }));
  // The drawer closed and the click took focus out of the field: the pop-up's turn.
  expect(await screen.findByRole('dialog', { name: 'popup' })).toBeInTheDocument();
});

test('[POP-01] in the page: a field with focus holds the pop-up back until the fan leaves it', async () => {
  function Form() {
    const [asked, setAsked] = useState(false);
    const open = useInterruption('popup', asked, { priority: interruptionPriority.popup });
    return (
      <>
        <label>
          Comment <input type="text" onChange={() => setAsked(true)} />
        </label>
        <button type="button">Post</button>
        {open ? <div role="dialog" aria-label="popup" /> : null}
      </>
    );
  }
  const { user } = await renderWithTribune(<Form />, { storedItems: viewedBefore });
  await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Great goal');
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.tab();
  expect(await screen.findByRole('dialog', { name: 'popup' })).toBeInTheDocument();
});

test('[MD-04] in the page: a form being filled in holds the pop-up back, its checkbox and send button too', async () => {
  function EditorForm() {
    const [asked, setAsked] = useState(false);
    const open = useInterruption('popup', asked, { priority: interruptionPriority.popup });
    return (
      <>
        <form aria-label="Set the bar" onSubmit={(event) => event.preventDefault()}>
          <label>
            Show it again <input type="checkbox" onChange={() => setAsked(true)} />
          </label>
          <button type="submit">Save the bar</button>
        </form>
        <button type="button">Elsewhere</button>
        {open ? <div role="dialog" aria-label="popup" /> : null}
      </>
    );
  }
  const { user } = await renderWithTribune(<EditorForm />, { storedItems: viewedBefore });
  await user.click(screen.getByRole('checkbox', { name: 'Show it again' }));
  await user.click(screen.getByRole('button', { name: 'Save the bar' }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(await screen.findByRole('dialog', { name: 'popup' })).toBeInTheDocument();
});

test('[POP-01] in the page: nothing on the visitor first page view', async () => {
  await renderWithTribune(<Overlay name="popup" priority={interruptionPriority.popup} />);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(localStorage.getItem(firstPageViewStorageKey)).not.toBeNull();
});
