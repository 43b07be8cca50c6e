import { useCallback, useEffect, useReducer, useRef } from 'react';

/**
 * How one list applies the load-more rules (spec 001 §4 "Load-more buttons", ART-06). Every list
 * ignores clicks while a page loads and advances its counter after each call; they differ in what an
 * empty answer does to the counter and in whether a short page is known to be the last.
 */
export interface LoadMoreRules {
  /**
   * After an empty page the counter steps back, so a later request asks for that page again: the home,
   * popular and dynamic lists, whose pages fill up as news is published. On the other lists the counter
   * stays where the call took it.
   */
  stepBackOnEmpty: boolean;
  /**
   * The number of items a full page holds, when the list knows it: a shorter page is the last one, so
   * the button goes without a request that would only come back empty. Null: only an empty page ends it.
   */
  pageSize: number | null;
}

interface LoadMoreOptions extends Partial<LoadMoreRules> {
  /** The number of the page the caller loaded itself (pages from 1 on most lists, from 0 on some). */
  firstPage?: number;
}

/**
 * The load-more state of a paged list after its first page. `page` is the page counter: the number of
 * the last page that was asked for and counted (see `stepBackOnEmpty`).
 */
export interface LoadMoreState<Item> {
  page: number;
  /** How many items the button's pages brought: with the first page's count, the next offset. */
  received: number;
  /** Pages loaded by the button, in order (the first page is the caller's). */
  pages: readonly (readonly Item[])[];
  loading: boolean;
  /** The list has ended (an empty or a short page came back): the button goes away. */
  exhausted: boolean;
  failed: boolean;
  rules: LoadMoreRules;
}

type LoadMoreAction<Item> = { type: 'request' } | { type: 'receive'; items: readonly Item[] } | { type: 'fail' };

/** The home list's rules (ART-02): it steps back after an empty page and knows no page size. */
const defaultRules: LoadMoreRules = { stepBackOnEmpty: true, pageSize: null };

export function initialLoadMoreState<Item>(options: LoadMoreOptions | number = {}): LoadMoreState<Item> {
  const { firstPage = 1, ...rules } = typeof options === 'number' ? { firstPage: options } : options;
  return {
    page: firstPage,
    received: 0,
    pages: [],
    loading: false,
    exhausted: false,
    failed: false,
    rules: { ...defaultRules, ...rules },
  };
}

/** ART-06 as a pure function, so the counter rules are visible and tested on their own. */
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
        // ...and, on the lists that fill up over time, steps back when the answer was empty: the next
        // request would ask for the same page again. An empty page also ends the list for now.
        return { ...state, page: state.rules.stepBackOnEmpty ? page - 1 : page, loading: false, exhausted: true };
      }
      const { pageSize } = state.rules;
      return {
        ...state,
        page,
        received: state.received + action.items.length,
        pages: [...state.pages, action.items],
        loading: false,
        exhausted: pageSize !== null && action.items.length < pageSize,
      };
    }
    case 'fail':
      // A failed call never counted: the next click asks for the same page.
      return { ...state, loading: false, failed: true };
  }
}

/**
 * Loads the pages after the first one on demand. `fetchPage` gets the number of the page to load and
 * the offset it starts at (`firstPageCount` plus the items the button brought), for the lists that page
 * by offset; the first page comes from the caller (with SWR, so it is server-rendered and cached).
 * Give the hook a `key` of the list's inputs (a query, a tag) so other inputs start a fresh list.
 */
export function useLoadMore<Item>(
  fetchPage: (page: number, signal: AbortSignal, offset: number) => Promise<readonly Item[]>,
  options: LoadMoreOptions & { firstPageCount?: number } = {},
) {
  const { firstPageCount = 0, ...stateOptions } = options;
  const [state, dispatch] = useReducer(loadMoreReducer<Item>, stateOptions, initialLoadMoreState<Item>);
  // The reducer ignores clicks while loading, but two clicks can arrive before React renders again;
  // the ref makes sure only one request starts.
  const inFlight = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const firstPageCountRef = useRef(firstPageCount);
  firstPageCountRef.current = firstPageCount;

  useEffect(() => () => inFlight.current?.abort(), []);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (inFlight.current || current.loading || current.exhausted) return;
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'request' });
    fetchPage(current.page + 1, controller.signal, firstPageCountRef.current + current.received).then(
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
