import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

/**
 * Panels fixed to the bottom of the viewport, stacked (issue 26, decision 0028): the smart bar (SB-01)
 * lowest, the offer to choose a club (CLB-01) on it. Each registers while it shows, with its measured
 * height. The page keeps their room free at its end (the body's `padding-bottom`) and scrolls a focused
 * control clear of them (the root's `scroll-padding-bottom`); a panel sits on the ones below it, and a
 * floating control (the admins' feedback button) above them all.
 *
 * Why not a custom property on the root, as before: custom properties inherit, so a new value on the
 * root restyles every element of the page, 30–45 ms at Lighthouse's 4× CPU on the match centre each
 * time a panel appeared or changed height: a long task on every page a guest opened. Padding and scroll
 * padding do not inherit, so a new value restyles the one element (about 1 ms); each panel's offset is
 * set on the panel itself.
 *
 * The registry is module state: `@tribune/shared` is one instance per page (a federated singleton), so
 * the shell and every remote see the same panels. It is only touched in layout effects, never on the
 * server.
 */

/** Where a panel stacks: a lower level sits lower. */
export const bottomPanelLevel = {
  smartBar: 0,
  clubOffer: 1,
} as const;

interface BottomPanel {
  level: number;
  height: number;
}

const panels = new Map<HTMLElement, BottomPanel>();
const listeners = new Set<() => void>();

function heightBelow(level: number): number {
  let height = 0;
  for (const panel of panels.values()) if (panel.level < level) height += panel.height;
  return height;
}

function panelsChanged() {
  const room = heightBelow(Number.POSITIVE_INFINITY);
  const value = room > 0 ? `${room}px` : '';
  // Only a new value: writing the same one is free in Chromium, not necessarily elsewhere.
  if (document.body.style.paddingBottom !== value) document.body.style.paddingBottom = value;
  const root = document.documentElement;
  if (root.style.scrollPaddingBottom !== value) root.style.scrollPaddingBottom = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Registers the element of `panel` at `level` while it is mounted, with its height again whenever that
 * changes (a rotation, large text). Returns how far above the viewport's bottom the panel sits: the
 * height of the panels below it (0 on the server and while hydrating).
 */
export function useBottomPanel(panel: RefObject<HTMLElement | null>, level: number): number {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    const measure = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (panels.get(element)?.height === height) return;
      panels.set(element, { level, height });
      panelsChanged();
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      panels.delete(element);
      panelsChanged();
    };
  }, [panel, level]);
  return useSyncExternalStore(
    subscribe,
    () => heightBelow(level),
    () => 0,
  );
}

/** The height of every bottom panel showing: how high a floating control sits to stay clear of them. */
export function useBottomPanelsHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => heightBelow(Number.POSITIVE_INFINITY),
    () => 0,
  );
}
