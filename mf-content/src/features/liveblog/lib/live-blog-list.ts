import type { LiveblogItem } from '../api/liveblog-schema';
import type { LiveblogPage } from '../api/list-liveblog-entries';

/** LB-01: the list shows this many entries until the reader asks for more (spec 001 §9). */
export const liveBlogCap = 10;

export interface LiveBlogState {
  status: 'loading' | 'ready' | 'failed';
  /** Pinned first, then newest first: the API's order, kept as events come in. */
  items: readonly LiveblogItem[];
  /** Entries follow the last one shown: the load-more button shows. */
  hasMore: boolean;
  /** How many entries the list holds before the last one goes: the cap, raised by each load-more. */
  capacity: number;
  ad: LiveblogPage['ad'];
  /** Entries that came in while the page was open; they flash for 2 s. */
  flashing: readonly number[];
  /** New entries from others since the page opened, for the polite announcement. */
  arrived: number;
}

export type LiveBlogAction =
  | { type: 'loaded'; page: LiveblogPage }
  | { type: 'failed' }
  | { type: 'more'; page: LiveblogPage }
  /** An entry posted (real-time `created`, or the editor's own post): in its place, flashing. */
  | { type: 'created'; item: LiveblogItem; announce: boolean }
  /** An entry changed (`updated`): out of the list and back in its place. */
  | { type: 'updated'; item: LiveblogItem }
  | { type: 'deleted'; id: number }
  | { type: 'unflash'; id: number };

export const initialLiveBlogState: LiveBlogState = {
  status: 'loading',
  items: [],
  hasMore: false,
  capacity: liveBlogCap,
  ad: { html: '', every: 0 },
  flashing: [],
  arrived: 0,
};

/** The live blog's order: pinned entries first, then the newer (higher id) before the older. */
function comesBefore(a: LiveblogItem, b: LiveblogItem): boolean {
  if (a.is_pinned !== b.is_pinned) return a.is_pinned;
  return a.id > b.id;
}

/**
 * Puts an entry in its place. An entry whose place is after the last one shown, while more are still
 * to load, is left for load-more to bring (the page would otherwise show it out of order). Null when it
 * does not go in.
 */
function placed(items: readonly LiveblogItem[], item: LiveblogItem, hasMore: boolean): LiveblogItem[] | null {
  const index = items.findIndex((other) => comesBefore(item, other));
  if (index === -1) return hasMore ? null : [...items, item];
  return [...items.slice(0, index), item, ...items.slice(index)];
}

/** Over the cap the last entry goes, and load-more shows (spec 001 §4). */
function capped(state: LiveBlogState, items: LiveblogItem[]): Pick<LiveBlogState, 'items' | 'hasMore'> {
  if (items.length <= state.capacity) return { items, hasMore: state.hasMore };
  return { items: items.slice(0, state.capacity), hasMore: true };
}

function without(items: readonly LiveblogItem[], id: number): LiveblogItem[] {
  return items.filter((item) => item.id !== id);
}

/** LB-01's list rules as a pure function: what each event does to what the reader sees. */
export function liveBlogReducer(state: LiveBlogState, action: LiveBlogAction): LiveBlogState {
  switch (action.type) {
    case 'loaded': {
      // A reload (initialize, a reconnect): what came in meanwhile flashes, as it would have live.
      const newest = state.items.reduce((max, item) => Math.max(max, item.id), 0);
      const fresh =
        state.status === 'ready' ? action.page.items.filter((item) => item.id > newest).map((item) => item.id) : [];
      return {
        ...state,
        status: 'ready',
        items: action.page.items,
        hasMore: action.page.hasMore,
        capacity: liveBlogCap,
        ad: action.page.ad,
        flashing: [...state.flashing, ...fresh],
      };
    }
    case 'failed':
      return state.status === 'ready' ? state : { ...state, status: 'failed' };
    case 'more': {
      const known = new Set(state.items.map((item) => item.id));
      const items = [...state.items, ...action.page.items.filter((item) => !known.has(item.id))];
      return {
        ...state,
        items,
        hasMore: action.page.hasMore,
        capacity: Math.max(state.capacity, items.length),
        ad: action.page.ad,
      };
    }
    case 'created': {
      // The same entry twice (the editor's answer and its event): the second is an update.
      if (state.items.some((item) => item.id === action.item.id))
        return liveBlogReducer(state, { type: 'updated', item: action.item });
      const items = placed(state.items, action.item, state.hasMore);
      if (items === null) return state;
      return {
        ...state,
        ...capped(state, items),
        flashing: [...state.flashing, action.item.id],
        arrived: state.arrived + (action.announce ? 1 : 0),
      };
    }
    case 'updated': {
      const rest = without(state.items, action.item.id);
      const items = placed(rest, action.item, state.hasMore) ?? rest;
      return { ...state, ...capped(state, items) };
    }
    case 'deleted':
      return {
        ...state,
        items: without(state.items, action.id),
        flashing: state.flashing.filter((id) => id !== action.id),
      };
    case 'unflash':
      return { ...state, flashing: state.flashing.filter((id) => id !== action.id) };
  }
}

/** After which entries (0-based indexes) an ad goes: after every `every` entries, none when 0 or no ad. */
export function isFollowedByAd(index: number, ad: LiveblogPage['ad']): boolean {
  return ad.html !== '' && ad.every > 0 && (index + 1) % ad.every === 0;
}
