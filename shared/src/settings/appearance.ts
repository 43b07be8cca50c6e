import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { ApiClient } from '../api/api-client';
import { storedUserAtom } from '../session/session-atoms';
import { prefersDarkMode, prefersLargeText } from '../session/stored-user';
import { useAccountSettings } from './account-settings';

interface AppearanceOptions {
  /**
   * ACC-09 / ACC-16: the page's API client, to refresh a logged-in user's settings from the account once
   * on this page (the shell's layout passes it; a test or a standalone remote leaves it out).
   */
  followAccount?: ApiClient;
}

/**
 * PLT-07: applies the user's dark mode and text size to the whole page, at once when they change: the
 * stored user's first, then (with `followAccount`) the account's own when they differ.
 */
export function useAppearance(root?: HTMLElement, { followAccount }: AppearanceOptions = {}): void {
  const user = useAtomValue(storedUserAtom);
  const dark = prefersDarkMode(user);
  const large = prefersLargeText(user);
  useEffect(() => {
    // Read in the effect, never during render: a server render has no document.
    const element = root ?? document.documentElement;
    element.classList.toggle('theme-dark', dark);
    element.classList.toggle('text-large', large);
    element.style.colorScheme = dark ? 'dark' : 'light';
  }, [root, dark, large]);
  useAccountSettings(followAccount);
}
