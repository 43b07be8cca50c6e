/**
 * WP-01: what this browser keeps of its push subscription (local storage): the push user id the API
 * gave it (`web_push_user_id`) and whether the reader left the toggle on (`web_push_enabled`, '1'/'0').
 * Read as untrusted text: anything else counts as nothing kept.
 */
export const pushStorageKeys = { userId: 'web_push_user_id', enabled: 'web_push_enabled' } as const;

const pushUserIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StoredPush {
  pushUserId: string;
  enabled: boolean;
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
    return { pushUserId, enabled: store?.getItem(pushStorageKeys.enabled) === '1' };
  } catch {
    return null;
  }
}

export function writeStoredPush(value: StoredPush): void {
  try {
    storage()?.setItem(pushStorageKeys.userId, value.pushUserId);
    storage()?.setItem(pushStorageKeys.enabled, value.enabled ? '1' : '0');
  } catch {
    // Storage blocked or full: the subscription still works, the toggle asks again next time.
  }
}

export function forgetStoredPush(): void {
  try {
    storage()?.removeItem(pushStorageKeys.userId);
    storage()?.removeItem(pushStorageKeys.enabled);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
