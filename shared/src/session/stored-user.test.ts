import { readPersistedSession } from './session-storage';
import {
  isManager,
  mayUseNewsroom,
  prefersDarkMode,
  prefersLargeText,
  storageKeys,
  toStoredUser,
  type LoginData,
} from './stored-user';

const loginData: LoginData = {
  authorization: 'token-1',
  id: 3,
  username: 'supporter',
  image: '/assets/avatars/s.svg',
  profile_image: '/assets/avatars/s.svg',
  role: null,
  isAdmin: false,
  can_place_comments: true,
  settings: { night_mode: '1', text_size: 'big' },
  meta: [{ key: 'has_formation', value: { current_formation_id: 4 } }],
  name: 'Sam Supporter',
  email: 'sam@example.test',
  email_verified: true,
};

test('[ACC-11] the stored user holds exactly the spec fields and never the e-mail', () => {
  const stored = toStoredUser(loginData);
  expect(Object.keys(stored).sort()).toEqual(
    [
      'can_place_comments',
      'id',
      'image',
      'isAdmin',
      'meta',
      'name',
      'profile_image',
      'role',
      'settings',
      'username',
    ].sort(),
  );
  expect(JSON.stringify(stored)).not.toContain('sam@example.test');
});

test.each([
  [{ role: 'editor', isAdmin: false }, true],
  [{ role: 'guest-author', isAdmin: false }, false],
  [{ role: 'junior-editor', isAdmin: false }, false],
  [{ role: 'junior-editor', isAdmin: true }, true],
  [{ role: null, isAdmin: true }, true],
  [{ role: null, isAdmin: false }, false],
])('[ACC-12] manager flag for %j is %s', (user, expected) => {
  expect(isManager(user)).toBe(expected);
});

test.each([
  [{ role: 'guest-author', isAdmin: false }, true],
  [{ role: 'junior-editor', isAdmin: false }, true],
  [{ role: 'editor', isAdmin: false }, true],
  [{ role: null, isAdmin: true }, true],
  [{ role: null, isAdmin: false }, false],
])('[NR-06] newsroom access for %j is %s', (user, expected) => {
  expect(mayUseNewsroom(user)).toBe(expected);
});

test('[NR-06] nobody logged in has no newsroom', () => {
  expect(mayUseNewsroom(null)).toBe(false);
});

test.each([
  [{ night_mode: '1' }, true],
  [{ night_mode: '0' }, false],
  [{}, false],
])('[PLT-07] dark mode for settings %j is %s', (settings, expected) => {
  expect(prefersDarkMode({ settings })).toBe(expected);
});

test.each([
  [{ text_size: 'big' }, true],
  [{ text_size: '1' }, true],
  [{ text_size: 'small' }, false],
  [{}, false],
])('[PLT-07] large text for settings %j is %s', (settings, expected) => {
  expect(prefersLargeText({ settings })).toBe(expected);
});

test('[ACC-11] a malformed stored user is treated as logged out', () => {
  localStorage.setItem(storageKeys.token, 'abc');
  localStorage.setItem(storageKeys.user, JSON.stringify({ id: 'not a number' }));
  expect(readPersistedSession(localStorage)).toEqual({ token: null, user: null });
  localStorage.setItem(storageKeys.user, '{not json');
  expect(readPersistedSession(localStorage)).toEqual({ token: null, user: null });
  localStorage.clear();
});
