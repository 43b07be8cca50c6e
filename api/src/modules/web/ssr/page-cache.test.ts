import { createPageCache, type CachedPage } from './page-cache';

// The guest HTML cache's rules (issue 10, docs/decisions/0010), on a clock the test moves.

const page = (html: string): CachedPage => ({ html, status: 200, renderedAt: 0, hash: html });

function cacheAt() {
  let now = 0;
  const cache = createPageCache({ freshMs: 10_000, staleMs: 60_000, maxEntries: 3, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

test('[ISSUE-10] a page is fresh for its lifetime, then handed out once for refreshing while others get it stale', () => {
  const { cache, advance } = cacheAt();
  cache.set('/', 'tribune', page('a'));
  advance(9_000);
  expect(cache.get('/')).toEqual({ page: page('a'), refresh: false });
  advance(2_000);
  expect(cache.get('/')).toEqual({ page: page('a'), refresh: true });
  expect(cache.get('/')).toEqual({ page: page('a'), refresh: false });
  cache.set('/', 'tribune', page('b'));
  expect(cache.get('/')).toEqual({ page: page('b'), refresh: false });
});

test('[ISSUE-10] a refresh that failed lets a later request try again; past the stale window the page is gone', () => {
  const { cache, advance } = cacheAt();
  cache.set('/', 'tribune', page('a'));
  advance(11_000);
  expect(cache.get('/')?.refresh).toBe(true);
  cache.release('/');
  expect(cache.get('/')?.refresh).toBe(true);
  advance(60_000);
  expect(cache.get('/')).toBeUndefined();
});

test('[ISSUE-10] purging a tenant drops its pages only, and the oldest page goes first when full', () => {
  const { cache } = cacheAt();
  cache.set('en /', 'tribune', page('en'));
  cache.set('nl /', 'tribune-nl', page('nl'));
  cache.purgeTenant('tribune');
  expect(cache.get('en /')).toBeUndefined();
  expect(cache.get('nl /')?.page.html).toBe('nl');
  cache.set('a', 'tribune', page('a'));
  cache.set('b', 'tribune', page('b'));
  cache.set('c', 'tribune', page('c'));
  expect(cache.size).toBe(3);
  expect(cache.get('nl /')).toBeUndefined();
  expect(cache.get('c')?.page.html).toBe('c');
});

test('[ISSUE-10] a page kept with a shorter lifetime (rendered in part) is gone after it, with no stale period', () => {
  const { cache, advance } = cacheAt();
  cache.set('/', 'tribune', page('partial'), { freshMs: 1000, staleMs: 0 });
  expect(cache.get('/')?.page.html).toBe('partial');
  advance(1001);
  expect(cache.get('/')).toBeUndefined();
});
