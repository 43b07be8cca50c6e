import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useMemo } from 'react';
import {
  authDialogAtom,
  authTokenAtom,
  emailVerifiedAtom,
  isManagerAtom,
  mayUseNewsroomAtom,
  signInCountAtom,
  storedUserAtom,
} from './session-atoms';
import { useHydrated } from '../ssr/use-hydrated';
import { clearPersistedSession, writePersistedSession } from './session-storage';
import { storageKeys, toStoredUser, type LoginData, type StoredUser } from './stored-user';

type Store = ReturnType<typeof useStore>;

/** ACC-10: save the token and the user (without e-mail), so the whole interface switches at once. */
export function signIn(store: Store, data: LoginData, storage: Storage = localStorage): StoredUser {
  const user = toStoredUser(data);
  writePersistedSession({ token: data.authorization, user }, storage);
  const verified = data.email_verified ?? true;
  try {
    if (verified) storage.removeItem(storageKeys.emailVerified);
    else storage.setItem(storageKeys.emailVerified, '0');
  } catch {
    // Storage blocked: the flag lives as long as the page.
  }
  store.set(authTokenAtom, data.authorization);
  store.set(storedUserAtom, user);
  store.set(emailVerifiedAtom, verified);
  store.set(signInCountAtom, (count) => count + 1);
  return user;
}

/** PLT-12 / ACC-06: clear every stored piece of the session. */
export function signOut(store: Store, storage: Storage = localStorage): void {
  clearPersistedSession(storage);
  store.set(authTokenAtom, null);
  store.set(storedUserAtom, null);
  store.set(emailVerifiedAtom, true);
}

/** Replaces the stored user after a settings change (PLT-07 applies at once). */
export function updateStoredUser(store: Store, user: StoredUser, storage: Storage = localStorage): void {
  const token = store.get(authTokenAtom);
  writePersistedSession({ token, user }, storage);
  store.set(storedUserAtom, user);
}

interface Session {
  user: StoredUser | null;
  token: string | null;
  isLoggedIn: boolean;
  /**
   * False on the server and while a server-rendered component hydrates: the session (in the browser's
   * storage, ACC-11) is not known there, so the component renders a guest's view and must not act on
   * "not logged in" (redirect) until this is true.
   */
  isRestored: boolean;
  isManager: boolean;
  /** Issue 33: a guest author, a junior editor or a manager, who may open the newsroom. */
  mayUseNewsroom: boolean;
  emailVerified: boolean;
  signIn: (data: LoginData) => StoredUser;
  signOut: () => void;
  updateUser: (user: StoredUser) => void;
}

/** The session as components see it. */
export function useSession(): Session {
  const store = useStore();
  const user = useAtomValue(storedUserAtom);
  const token = useAtomValue(authTokenAtom);
  const manager = useAtomValue(isManagerAtom);
  const newsroom = useAtomValue(mayUseNewsroomAtom);
  const emailVerified = useAtomValue(emailVerifiedAtom);
  const isRestored = useHydrated();
  const doSignIn = useCallback((data: LoginData) => signIn(store, data), [store]);
  const doSignOut = useCallback(() => signOut(store), [store]);
  const doUpdate = useCallback((next: StoredUser) => updateStoredUser(store, next), [store]);
  return useMemo(
    () => ({
      // A guest until hydrated: the server rendered a guest's view, and hydration must match it.
      user: isRestored ? user : null,
      token: isRestored ? token : null,
      isLoggedIn: isRestored && token !== null && user !== null,
      isRestored,
      isManager: isRestored && manager,
      mayUseNewsroom: isRestored && newsroom,
      emailVerified: isRestored ? emailVerified : true,
      signIn: doSignIn,
      signOut: doSignOut,
      updateUser: doUpdate,
    }),
    [user, token, isRestored, manager, newsroom, emailVerified, doSignIn, doSignOut, doUpdate],
  );
}

/** Opens an account dialog (login, register, reset) from anywhere; mf_account renders it. */
export function useOpenAuthDialog() {
  return useSetAtom(authDialogAtom);
}
