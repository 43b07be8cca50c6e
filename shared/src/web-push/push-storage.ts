/**
 * WP-01: what this browser keeps of its push subscription (local storage): the push user id the API
 * gave it (`web_push_user_id`), whether the reader left the push toggle on (`web_push_enabled`,
 * '1'/'0'), and (CLB-03) the account it was saved with (`web_push_account`, absent for a guest's): a
 * fan's club alerts reach only browsers whose subscription the API keeps with the fan's account.
 * Read as untrusted text: anything else counts as nothing kept.
 */
export const pushStorageKeys = {
  userId: 'web_push_user_id',
  enabled: 'web_push_enabled',
  accountId: 'web_push_account',
} as const;

const pushUserIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const accountIdPattern = /^[1-9][0-9]{0,15}$/;

interface StoredPush {
  pushUserId: string;
  enabled: boolean;
  /** The account the subscription was saved with (logged in), or null (a guest's). */
  accountId: number | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredPush(): StoredPush | null {
  try {
    const store = storage();
    const pushUserId = store?.getItem(pushStorageKeys.userId) ?? null;
    if (pushUserId === null || !pushUserIdPattern.test(pushUserId)) return null;
    const account = store?.getItem(pushStorageKeys.accountId) ?? null;
    return {
      pushUserId,
      enabled: store?.getItem(pushStorageKeys.enabled) === '1',
      accountId: account !== null && accountIdPattern.test(account) ? Number(account) : null,
    };
  } catch {
    return null;
  }
}

export function writeStoredPush(value: StoredPush): void {
  try {
    storage()?.setItem(pushStorageKeys.userId, value.pushUserId);
    storage()?.setItem(pushStorageKeys.enabled, value.enabled ? '1' : '0');
    if (value.accountId === null) storage()?.removeItem(pushStorageKeys.accountId);
    else storage()?.setItem(pushStorageKeys.accountId, String(value.accountId));
  } catch {
    // Storage blocked or full: the subscription still works, the toggle asks again next time.
  }
}

export function forgetStoredPush(): void {
  try {
    storage()?.removeItem(pushStorageKeys.userId);
    storage()?.removeItem(pushStorageKeys.enabled);
    storage()?.removeItem(pushStorageKeys.accountId);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
