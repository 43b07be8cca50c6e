import { useCallback, useEffect, useReducer, useRef } from 'react';

/**
 * The load-more state of a paged list after its first page (spec 001 §4 "Load-more buttons", ART-06).
 * `page` is the page counter: the number of the last page that brought items.
 */
export interface LoadMoreState<Item> {
  page: number;
  /** Pages loaded by the button, in order (the first page is the caller's). */
  pages: readonly (readonly Item[])[];
  loading: boolean;
  /** An empty page came back: the list has ended and the button goes away. */
  exhausted: boolean;
  failed: boolean;
}

export type LoadMoreAction<Item> = { type: 'request' } | { type: 'receive'; items: readonly Item[] } | { type: 'fail' };

export function initialLoadMoreState<Item>(firstPage = 1): LoadMoreState<Item> {
  return { page: firstPage, pages: [], loading: false, exhausted: false, failed: false };
}

/** ART-06 as a pure function, so the counter rule is visible and tested on its own. */
export function loadMoreReducer<Item>(state: LoadMoreState<Item>, action: LoadMoreAction<Item>): LoadMoreState<Item> {
  switch (action.type) {
    case 'request':
      // Clicks while a page is loading (or after the end) change nothing.
      if (state.loading || state.exhausted) return state;
      return { ...state, loading: true, failed: false };
    case 'receive': {
      // The counter advances after each call...
      const page = state.page + 1;
      if (action.items.length === 0) {
        // ...and steps back when the answer was empty (home, popular and dynamic lists): the next
        // request would ask for the same page again. An empty page also ends the list.
        return { ...state, page: page - 1, loading: false, exhausted: true };
      }
      return { ...state, page, pages: [...state.pages, action.items], loading: false };
    }
    case 'fail':
      // A failed call never counted: the next click asks for the same page.
      return { ...state, loading: false, failed: true };
  }
}

/**
 * Loads the pages after the first one on demand. `fetchPage` gets the page number to load; the first
 * page comes from the caller (with SWR, so it is cached and shows at once on the way back).
 */
export function useLoadMore<Item>(
  fetchPage: (page: number, signal: AbortSignal) => Promise<readonly Item[]>,
  firstPage = 1,
) {
  const [state, dispatch] = useReducer(loadMoreReducer<Item>, firstPage, initialLoadMoreState<Item>);
  // The reducer ignores clicks while loading, but two clicks can arrive before React renders again;
  // the ref makes sure only one request starts.
  const inFlight = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => () => inFlight.current?.abort(), []);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (inFlight.current || current.loading || current.exhausted) return;
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'request' });
    fetchPage(current.page + 1, controller.signal).then(
      (items) => {
        inFlight.current = null;
        if (!controller.signal.aborted) dispatch({ type: 'receive', items });
      },
      (error: unknown) => {
        inFlight.current = null;
        if (controller.signal.aborted) return;
        console.error('[mf_content] loading the next page failed', error);
        dispatch({ type: 'fail' });
      },
    );
  }, [fetchPage]);

  return { ...state, loadMore };
}
