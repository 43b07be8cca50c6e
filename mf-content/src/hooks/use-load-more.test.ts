import { initialLoadMoreState, loadMoreReducer, type LoadMoreState } from './use-load-more';

const afterFirstPage = initialLoadMoreState<string>(1);

function run(state: LoadMoreState<string>, ...actions: Parameters<typeof loadMoreReducer<string>>[1][]) {
  return actions.reduce(loadMoreReducer<string>, state);
}

test('[ART-06] the page counter advances after each page that brings items', () => {
  const state = run(
    afterFirstPage,
    { type: 'request' },
    { type: 'receive', items: ['a', 'b'] },
    { type: 'request' },
    { type: 'receive', items: ['c'] },
  );
  expect(state).toEqual({
    page: 3,
    received: 3,
    pages: [['a', 'b'], ['c']],
    loading: false,
    exhausted: false,
    failed: false,
    rules: { stepBackOnEmpty: true, pageSize: null },
  });
});

test('[ART-06] an empty page steps the counter back and ends the list (home, popular, dynamic)', () => {
  const before = run(afterFirstPage, { type: 'request' }, { type: 'receive', items: ['a'] });
  expect(before.page).toBe(2);

  const loading = run(before, { type: 'request' });
  expect(loading.loading).toBe(true);
  const after = run(loading, { type: 'receive', items: [] });
  // Page 3 was asked for and came back empty: the counter is back at 2, so a new request would ask for 3 again.
  expect(after.page).toBe(2);
  expect(after.exhausted).toBe(true);
  expect(after.pages).toEqual([['a']]);
  expect(run(after, { type: 'request' })).toBe(after);
});

test('[ART-06] on the other lists the counter keeps its step after an empty page', () => {
  const search = initialLoadMoreState<string>({ firstPage: 0, stepBackOnEmpty: false });
  const after = run(
    search,
    { type: 'request' },
    { type: 'receive', items: ['a'] },
    { type: 'request' },
    {
      type: 'receive',
      items: [],
    },
  );
  expect(after.page).toBe(2);
  expect(after.exhausted).toBe(true);
  expect(after.received).toBe(1);
});

test('[ART-06] a page shorter than the page size is the last one', () => {
  const netBinnen = initialLoadMoreState<string>({ pageSize: 2 });
  const full = run(netBinnen, { type: 'request' }, { type: 'receive', items: ['a', 'b'] });
  expect(full.exhausted).toBe(false);
  const short = run(full, { type: 'request' }, { type: 'receive', items: ['c'] });
  expect(short.exhausted).toBe(true);
  expect(short.page).toBe(3);
  expect(short.pages).toEqual([['a', 'b'], ['c']]);
});

test('[ART-06] requests while a page is loading are ignored', () => {
  const loading = run(afterFirstPage, { type: 'request' });
  expect(run(loading, { type: 'request' })).toBe(loading);
});

test('[ART-06] a failed request does not move the counter', () => {
  const failed = run(afterFirstPage, { type: 'request' }, { type: 'fail' });
  expect(failed).toEqual({ ...afterFirstPage, failed: true });
  expect(run(failed, { type: 'request' })).toEqual({ ...afterFirstPage, loading: true });
});
