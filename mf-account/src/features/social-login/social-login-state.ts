import * as v from 'valibot';
import { storedValue } from '@tribune/shared';

/**
 * ACC-03: the `state` of a started social login, kept in sessionStorage (this tab only, gone with it) and
 * compared on the callback, so a callback this tab did not start is refused before any call. Storage
 * that is blocked keeps nothing: the callback then refuses the login, which is the safe outcome.
 */
const storedState = storedValue('social_login_state', v.object({ provider: v.string(), state: v.string() }), 'session');

export function saveSocialLoginState(provider: string, state: string): void {
  storedState.write({ provider, state });
}

/** Whether the callback belongs to the login this tab started; the saved state is used up either way. */
export function takeSocialLoginState(provider: string, state: string): boolean {
  const saved = storedState.read();
  storedState.remove();
  return saved !== null && saved.provider === provider && saved.state === state && state !== '';
}
