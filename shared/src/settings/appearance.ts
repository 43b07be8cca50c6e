import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { storedUserAtom } from '../session/session-atoms';
import { prefersDarkMode, prefersLargeText } from '../session/stored-user';

/** PLT-07: applies the user's dark mode and text size to the whole page, at once when they change. */
export function useAppearance(root?: HTMLElement): void {
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
}
