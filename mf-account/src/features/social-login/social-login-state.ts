import { z } from 'zod/mini';

/**
 * ACC-03: the `state` of a started social login, kept in sessionStorage (this tab only, gone with it) and
 * compared on the callback, so a callback this tab did not start is refused before any call.
 */
const storageKey = 'social_login_state';

const storedStateSchema = z.object({ provider: z.string(), state: z.string() });

export function saveSocialLoginState(provider: string, state: string): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ provider, state }));
  } catch (error) {
    // Storage blocked: the callback will refuse the login, which is the safe outcome.
    console.error('[mf_account] social login: the state could not be saved', error);
  }
}

/** Whether the callback belongs to the login this tab started; the saved state is used up either way. */
export function takeSocialLoginState(provider: string, state: string): boolean {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
  } catch {
    return false;
  }
  if (raw === null) return false;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return false;
  }
  const parsed = storedStateSchema.safeParse(value);
  return parsed.success && parsed.data.provider === provider && parsed.data.state === state && state !== '';
}
