import { createContext } from 'react';

/**
 * Counts the remote areas of a page (docs/decisions/0010). The server lists those it rendered (not
 * the ones that hydrate later, under HydrateWhen), each with the boundaries around it; the browser
 * counts those that have hydrated or rendered, and, when a boundary fails into its fallback, the
 * areas the server rendered inside it (a slot inside a page that cannot load will never hydrate).
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
interface ServerArea {
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

/**
 * The browser's count: calls `onAllSettled` once as many areas have settled as the server rendered.
 * Counted, not matched by id: an area the server rendered inside a Suspense boundary that the browser
 * renders itself (a sibling remote left to the browser) gets a new id there. A failed boundary settles
 * the server's areas inside it that have not settled (its part, and any slot inside that part), or
 * itself when it knows of none (a boundary the browser renders itself has a new id too).
 */
export function createBrowserPageAreas(expected: readonly ServerArea[], onAllSettled: () => void): PageAreas {
  const settled = new Set<string>();
  let done = false;
  const check = () => {
    if (!done && settled.size >= expected.length) {
      done = true;
      onAllSettled();
    }
  };
  queueMicrotask(check);
  return {
    note(id) {
      settled.add(id);
      check();
    },
    fail(boundaryId) {
      const inside = expected.filter((area) => area.within.includes(boundaryId) && !settled.has(area.id));
      if (inside.length === 0) settled.add(`failed:${boundaryId}`);
      for (const area of inside) settled.add(area.id);
      check();
    },
  };
}
