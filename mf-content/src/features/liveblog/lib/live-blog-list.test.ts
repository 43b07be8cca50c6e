import type { LiveblogItem } from '../api/liveblog-schema';
import {
  initialLiveBlogState,
  isFollowedByAd,
  liveBlogCap,
  liveBlogReducer,
  type LiveBlogAction,
  type LiveBlogState,
} from './live-blog-list';

function entry(id: number, pinned = false): LiveblogItem {
  return { id, is_pinned: pinned, html: `<p>${id}</p>`, body: `<p>${id}</p>`, article_id: 1, liveblog_id: 1 };
}

const noAd = { html: '', every: 0 };

function loaded(ids: number[], hasMore: boolean, pinned: number[] = []): LiveBlogState {
  return liveBlogReducer(initialLiveBlogState, {
    type: 'loaded',
    page: { items: ids.map((id) => entry(id, pinned.includes(id))), hasMore, ad: noAd },
  });
}

const ids = (state: LiveBlogState) => state.items.map((item) => item.id);
const run = (state: LiveBlogState, ...actions: LiveBlogAction[]) => actions.reduce(liveBlogReducer, state);

test('[LB-01] the list is capped at 10: a created entry over the cap pushes the last one out and load-more shows', () => {
  const full = loaded([10, 9, 8, 7, 6, 5, 4, 3, 2, 1], false);
  expect(liveBlogCap).toBe(10);
  const next = run(full, { type: 'created', item: entry(11), announce: true });
  expect(ids(next)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  expect(next.hasMore).toBe(true);
  expect(next.flashing).toEqual([11]);
  expect(next.arrived).toBe(1);
  // Fewer than ten: nothing goes.
  const short = run(loaded([2, 1], false), { type: 'created', item: entry(3), announce: false });
  expect(ids(short)).toEqual([3, 2, 1]);
  expect(short.hasMore).toBe(false);
  expect(short.arrived).toBe(0);
});

test('[LB-01] after load-more the reader keeps what they asked for: the cap grows with it', () => {
  const first = loaded([12, 11, 10, 9, 8, 7, 6, 5, 4, 3], true);
  const more = run(first, { type: 'more', page: { items: [entry(2), entry(1)], hasMore: false, ad: noAd } });
  expect(more.capacity).toBe(12);
  const next = run(more, { type: 'created', item: entry(13), announce: true });
  expect(ids(next)).toHaveLength(12);
  expect(ids(next).at(-1)).toBe(2);
  expect(next.hasMore).toBe(true);
});

test('[LB-01] an entry whose place is past the last one shown, with more to load, is left for load-more', () => {
  const state = loaded([9, 8, 7], true, [9]);
  // Entry 2 unpinned elsewhere: its place is among the older entries not loaded yet.
  expect(ids(run(state, { type: 'updated', item: entry(2) }))).toEqual([9, 8, 7]);
  // Entry 9 unpinned: it moves down among the loaded ones.
  expect(ids(run(state, { type: 'updated', item: entry(9) }))).toEqual([9, 8, 7]);
  expect(run(state, { type: 'updated', item: entry(9) }).items[0]?.is_pinned).toBe(false);
  // Entry 2 pinned elsewhere: it comes to the top.
  expect(ids(run(state, { type: 'updated', item: entry(2, true) }))).toEqual([9, 2, 8, 7]);
  // Without more to load, an old entry goes at the end.
  expect(ids(run(loaded([9, 8], false), { type: 'updated', item: entry(2) }))).toEqual([9, 8, 2]);
});

test('[LB-01] the same entry twice (an editor’s answer and its event) is one entry', () => {
  const state = run(
    loaded([2, 1], false),
    { type: 'created', item: entry(3), announce: false },
    { type: 'created', item: { ...entry(3), body: '<p>changed</p>' }, announce: true },
  );
  expect(ids(state)).toEqual([3, 2, 1]);
  expect(state.items[0]?.body).toBe('<p>changed</p>');
  expect(state.arrived).toBe(0);
});

test('[LB-01] a reload flashes what came in meanwhile, not the first load', () => {
  expect(loaded([2, 1], false).flashing).toEqual([]);
  const reloaded = run(loaded([2, 1], false), {
    type: 'loaded',
    page: { items: [entry(4), entry(3), entry(2)], hasMore: false, ad: noAd },
  });
  expect(reloaded.flashing).toEqual([4, 3]);
  expect(run(reloaded, { type: 'unflash', id: 4 }).flashing).toEqual([3]);
  expect(run(reloaded, { type: 'deleted', id: 3 }).flashing).toEqual([4]);
});

test('[LB-01] an ad goes after every blocks_count_to_place_ad entries, and none without an ad or with 0', () => {
  const ad = { html: '<p>Ad</p>', every: 4 };
  expect([0, 1, 2, 3, 4, 5, 6, 7].filter((index) => isFollowedByAd(index, ad))).toEqual([3, 7]);
  expect(isFollowedByAd(3, { html: '', every: 4 })).toBe(false);
  expect(isFollowedByAd(3, { html: '<p>Ad</p>', every: 0 })).toBe(false);
});
