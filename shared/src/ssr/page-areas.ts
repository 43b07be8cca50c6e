import { createContext } from 'react';

/**
 * Counts the remote areas of a page (docs/decisions/0010). The server lists those it rendered (not
 * the ones that hydrate later, under HydrateWhen), each with the boundaries around it; the browser
 * marks those that have hydrated or rendered, and, when a boundary fails into its fallback, every
 * area the server rendered inside it (a slot inside a page that cannot load will never hydrate).
 * When every area the server rendered has settled, the page is interactive: the shell marks it
 * (`<html data-hydrated>`) for tests and tools that must not act sooner.
 */
export interface PageAreas {
  /** Server: an area rendered. Browser: an area settled (hydrated or rendered). */
  note(id: string, within: readonly string[]): void;
  /** Browser: a boundary (by its id) failed into its fallback, so everything inside it has settled. */
  fail(boundaryId: string): void;
}

/** An area the server rendered: its id (React's useId, the same in the browser) and its boundaries'. */
export interface ServerArea {
  id: string;
  within: string[];
}

export const PageAreasContext = createContext<PageAreas | null>(null);

/** The ids of the RemoteBoundaries around a part of the page, outermost first. */
export const EnclosingBoundariesContext = createContext<readonly string[]>([]);

/** Set by HydrateWhen: the areas inside it hydrate on their own time and are not waited for. */
export const HydratesLaterContext = createContext(false);

/** Set by HydrateWhen: told when an area inside it has hydrated (or rendered), to replay a held click. */
export const AreaSettledContext = createContext<{ onSettled: () => void } | null>(null);

/** The server's list, for one render pass. */
export function createServerPageAreas() {
  const rendered = new Map<string, string[]>();
  return {
    note: (id: string, within: readonly string[]) => void rendered.set(id, [...within]),
    fail: () => undefined,
    list: (): ServerArea[] => [...rendered].map(([id, within]) => ({ id, within })),
  };
}

/** The browser's count: calls `onAllSettled` once every area the server rendered has settled. */
export function createBrowserPageAreas(expected: readonly ServerArea[], onAllSettled: () => void): PageAreas {
  const pending = new Map(expected.map((area) => [area.id, area.within]));
  let done = false;
  const check = () => {
    if (!done && pending.size === 0) {
      done = true;
      onAllSettled();
    }
  };
  queueMicrotask(check);
  return {
    note(id) {
      pending.delete(id);
      check();
    },
    fail(boundaryId) {
      for (const [id, within] of pending) if (within.includes(boundaryId)) pending.delete(id);
      check();
    },
  };
}
