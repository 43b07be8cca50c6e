import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { bottomPanelLevel, useBottomPanel, useBottomPanelsHeight } from './bottom-panels';

/** jsdom lays nothing out: each panel reports the height a phone measures, from its data attribute. */
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return DOMRect.fromRect({ x: 0, y: 0, width: 412, height: Number(this.dataset.height ?? 0) });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

function Panel({ name, level, height }: { name: string; level: number; height: number }) {
  const element = useRef<HTMLElement>(null);
  const offset = useBottomPanel(element, level);
  return (
    <section ref={element} aria-label={name} data-height={height} data-offset={offset}>
      {name}
    </section>
  );
}

function FloatingButton() {
  return <button type="button" data-offset={useBottomPanelsHeight()} />;
}

const offsetOf = (name: string) => screen.getByRole('region', { name }).dataset.offset;

test('[MD-04] the page keeps room at its end for the bottom panels, each panel sits on the ones below it', () => {
  const { rerender } = render(
    <>
      <Panel name="Club offer" level={bottomPanelLevel.clubOffer} height={180.2} />
      <FloatingButton />
    </>,
  );
  expect(document.body.style.paddingBottom).toBe('181px');
  expect(document.documentElement.style.scrollPaddingBottom).toBe('181px');
  expect(offsetOf('Club offer')).toBe('0');

  // The smart bar arrives after the offer: the offer moves up onto it, whatever the order they came in.
  rerender(
    <>
      <Panel name="Club offer" level={bottomPanelLevel.clubOffer} height={180.2} />
      <Panel name="Announcement" level={bottomPanelLevel.smartBar} height={75.4} />
      <FloatingButton />
    </>,
  );
  expect(offsetOf('Announcement')).toBe('0');
  expect(offsetOf('Club offer')).toBe('76');
  expect(screen.getByRole('button').dataset.offset).toBe('257');
  expect(document.body.style.paddingBottom).toBe('257px');

  // The offer closes: the room shrinks to the bar's; the bar closes: the page's own values come back.
  rerender(<Panel name="Announcement" level={bottomPanelLevel.smartBar} height={75.4} />);
  expect(document.body.style.paddingBottom).toBe('76px');
  rerender(<></>);
  expect(document.body.style.paddingBottom).toBe('');
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
});

test('[MD-04] a panel that grows (rotation, large text) is measured again', () => {
  let resized: (() => void) | undefined;
  const observe = jest.fn();
  const original = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(callback: () => void) {
      resized = callback;
    }
    observe = observe;
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  try {
    render(<Panel name="Announcement" level={bottomPanelLevel.smartBar} height={60} />);
    expect(observe).toHaveBeenCalledWith(screen.getByRole('region', { name: 'Announcement' }));
    expect(document.body.style.paddingBottom).toBe('60px');

    screen.getByRole('region', { name: 'Announcement' }).dataset.height = '98';
    act(() => resized?.());
    expect(document.body.style.paddingBottom).toBe('98px');
  } finally {
    globalThis.ResizeObserver = original;
  }
});

test('[MD-04] no inherited custom property is written on the root: a new height restyles one element, not the page', () => {
  const { unmount } = render(<Panel name="Announcement" level={bottomPanelLevel.smartBar} height={75} />);
  const root = document.documentElement.style;
  const custom = Array.from({ length: root.length }, (_, index) => root.item(index)).filter((name) =>
    name.startsWith('--'),
  );
  expect(custom).toEqual([]);
  unmount();
});
