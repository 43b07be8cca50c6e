import { isManager } from './permissions';

test('[ACC-12] a role other than guest-author or junior-editor makes a manager', () => {
  expect(isManager('editor', false)).toBe(true);
  expect(isManager('chief-editor', false)).toBe(true);
});

test('[ACC-12] otherwise the flag equals isAdmin', () => {
  expect(isManager(null, false)).toBe(false);
  expect(isManager(null, true)).toBe(true);
  expect(isManager('guest-author', false)).toBe(false);
  expect(isManager('junior-editor', true)).toBe(true);
  expect(isManager('junior-editor', false)).toBe(false);
});
