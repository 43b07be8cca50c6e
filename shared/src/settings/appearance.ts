import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { storedUserAtom } from '../session/session-atoms';
import { prefersDarkMode, prefersLargeText } from '../session/stored-user';

/** PLT-07: applies the user's dark mode and text size to the whole page, at once when they change. */
export function useAppearance(root: HTMLElement = document.documentElement): void {
  const user = useAtomValue(storedUserAtom);
  const dark = prefersDarkMode(user);
  const large = prefersLargeText(user);
  useEffect(() => {
    root.classList.toggle('theme-dark', dark);
    root.classList.toggle('text-large', large);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }, [root, dark, large]);
}
