import { useStore } from 'jotai';
import { useEffect } from 'react';
import type { ApiClient } from '../api/api-client';
import type { ApiResponse } from '../api/contract';
import { authTokenAtom, storedUserAtom } from '../session/session-atoms';
import { updateStoredUser } from '../session/use-session';
import type { StoredUser } from '../session/stored-user';

type Store = ReturnType<typeof useStore>;

/**
 * ACC-16's answer (the contract's); the stored user (ACC-11) takes only who it is, the avatar and the
 * settings from it (night mode and text size for PLT-07, the notification switches beside them).
 */
type AccountSettings = ApiResponse<'/api/v2/user/me-as-resource', 'get'>['data'];

const meAsResourcePath = '/api/v2/user/me-as-resource';

/**
 * The stored user as the account now is (ACC-11: the same fields, none added): the name, the avatar and
 * the settings from the account, everything else (role, meta…) as the login left it.
 */
function withAccountSettings(user: StoredUser, account: AccountSettings): StoredUser {
  return {
    ...user,
    username: account.username,
    image: account.profile_image,
    profile_image: account.profile_image,
    settings: { ...user.settings, ...account.settings },
  };
}

function sameUser(first: StoredUser, second: StoredUser): boolean {
  return JSON.stringify(first) === JSON.stringify(second);
}

/**
 * ACC-09 / ACC-16 on every page load: asks the account (never from a cache) for the logged-in user's
 * settings and stores them, so a change made on another device (dark mode, large text) reaches this
 * one. The stored settings are already on the page; the fresh ones replace them when they differ. A
 * 401 is PLT-12's (the session is gone); any other failure keeps the stored settings.
 */
async function refreshAccountSettings(
  store: Store,
  api: ApiClient,
  { signal, storage }: { signal?: AbortSignal; storage?: Storage } = {},
): Promise<void> {
  const token = store.get(authTokenAtom);
  const user = store.get(storedUserAtom);
  if (token === null || user === null) return;
  let account: AccountSettings;
  try {
    ({ data: account } = await api.request(meAsResourcePath, {
      headers: { 'Cache-Control': 'no-cache' },
      signal,
    }));
  } catch {
    return;
  }
  // The fan may have logged out or in as someone else while the answer was on its way.
  const current = store.get(storedUserAtom);
  if (signal?.aborted || store.get(authTokenAtom) !== token || current === null || current.id !== account.id) return;
  const next = withAccountSettings(current, account);
  if (!sameUser(current, next)) updateStoredUser(store, next, storage);
}

/** Refreshes the stored user's settings once for this page (per store), when an API client is given. */
export function useAccountSettings(api: ApiClient | undefined): void {
  const store = useStore();
  useEffect(() => {
    if (api === undefined) return undefined;
    const controller = new AbortController();
    void refreshAccountSettings(store, api, { signal: controller.signal });
    return () => controller.abort();
  }, [store, api]);
}
