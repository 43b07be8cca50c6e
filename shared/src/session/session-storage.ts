import * as v from 'valibot';
import { storageKeys, storedUserSchema, type StoredUser } from './stored-user';

interface PersistedSession {
  token: string | null;
  user: StoredUser | null;
}

/** Reads the session from storage, dropping anything malformed (STYLE.md 4: validate local storage). */
export function readPersistedSession(storage: Storage = localStorage): PersistedSession {
  try {
    const token = storage.getItem(storageKeys.token);
    const rawUser = storage.getItem(storageKeys.user);
    const parsed = rawUser ? v.safeParse(storedUserSchema, JSON.parse(rawUser)) : null;
    const user = parsed?.success ? parsed.output : null;
    // A token without a user (or the reverse) is a half-written session: treat it as logged out.
    if (!token || !user) return { token: null, user: null };
    return { token, user };
  } catch {
    return { token: null, user: null };
  }
}

export function writePersistedSession(session: PersistedSession, storage: Storage = localStorage): void {
  try {
    if (session.token && session.user) {
      storage.setItem(storageKeys.token, session.token);
      storage.setItem(storageKeys.user, JSON.stringify(session.user));
    } else {
      clearPersistedSession(storage);
    }
  } catch {
    // Blocked storage: the session lives as long as the page.
  }
}

export function clearPersistedSession(storage: Storage = localStorage): void {
  try {
    storage.removeItem(storageKeys.token);
    storage.removeItem(storageKeys.user);
    storage.removeItem(storageKeys.emailVerified);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
