import { visiblePages } from './pagination';

test('[FP-04] pagination shows the previous page and up to 4 pages from the current one', () => {
  expect(visiblePages(1, 10)).toEqual([1, 2, 3, 4]);
  expect(visiblePages(5, 10)).toEqual([4, 5, 6, 7, 8]);
  expect(visiblePages(9, 10)).toEqual([8, 9, 10]);
});
