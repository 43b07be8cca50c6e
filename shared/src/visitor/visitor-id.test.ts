import { createVisitorId, getVisitorId, visitorIdLength } from './visitor-id';

afterEach(() => localStorage.clear());

test('[PLT-03] a visitor id is 10 random alphanumeric characters', () => {
  const ids = new Set(Array.from({ length: 200 }, () => createVisitorId()));
  for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{10}$/);
  expect(visitorIdLength).toBe(10);
  expect(ids.size).toBe(200);
});

test('[PLT-03] the visitor id is kept in local storage and reused', () => {
  const first = getVisitorId(localStorage);
  expect(localStorage.getItem('visitor_id')).toBe(first);
  expect(getVisitorId(localStorage)).toBe(first);
});

test('[PLT-03] a tampered stored id is replaced by a valid one', () => {
  localStorage.setItem('visitor_id', '<script>');
  expect(getVisitorId(localStorage)).toMatch(/^[A-Za-z0-9]{10}$/);
});
