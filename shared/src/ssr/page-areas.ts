import { createContext } from 'react';

/**
 * Counts the remote areas of a page (docs/decisions/0010). The server counts those it rendered (not
 * the ones that hydrate later, under HydrateWhen); the browser counts those that have hydrated,
 * rendered or failed into their fallback. When every area the server rendered has settled, the page is
 * interactive: the shell marks it (`<html data-hydrated>`) for tests and tools that must not act sooner.
 */
export interface PageAreas {
  /** Server: an area rendered. Browser: an area settled (hydrated, rendered or failed), by its id. */
  note(id: string): void;
}

export const PageAreasContext = createContext<PageAreas | null>(null);

/** Set by HydrateWhen: the areas inside it hydrate on their own time and are not waited for. */
export const HydratesLaterContext = createContext(false);

/** Set by HydrateWhen: told when an area inside it has hydrated (or rendered), to replay a held click. */
export const AreaSettledContext = createContext<{ onSettled: () => void } | null>(null);

/** The server's count, for one render pass. */
export function createServerPageAreas() {
  const ids = new Set<string>();
  return { note: (id: string) => void ids.add(id), count: () => ids.size };
}

/** The browser's count: calls `onAllSettled` once `expected` areas have settled. */
export function createBrowserPageAreas(expected: number, onAllSettled: () => void): PageAreas {
  const settled = new Set<string>();
  let done = false;
  const check = () => {
    if (!done && settled.size >= expected) {
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
  };
}
