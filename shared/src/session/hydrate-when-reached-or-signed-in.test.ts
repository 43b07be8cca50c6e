import { createStore } from 'jotai';
import { authTokenAtom } from './session-atoms';
import { whenSignedIn } from './hydrate-when-reached-or-signed-in';

test('[ISSUE-30] a part that shows a fan their own data comes to life at once when a session is there', () => {
  const store = createStore();
  store.set(authTokenAtom, 'token');
  const open = jest.fn();
  const stop = whenSignedIn(store)(open);
  expect(open).toHaveBeenCalledTimes(1);
  expect(stop).toBeUndefined();
});

test('[ISSUE-30] a guest part comes to life when the guest logs in on the page, and not before', () => {
  const store = createStore();
  const open = jest.fn();
  const stop = whenSignedIn(store)(open);
  expect(open).not.toHaveBeenCalled();
  store.set(authTokenAtom, null);
  expect(open).not.toHaveBeenCalled();
  store.set(authTokenAtom, 'token');
  expect(open).toHaveBeenCalledTimes(1);
  stop?.();
  store.set(authTokenAtom, null);
  store.set(authTokenAtom, 'another token');
  expect(open).toHaveBeenCalledTimes(1);
});
