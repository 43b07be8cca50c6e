import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const inBrowser = () => true;
const onServerOrHydrating = () => false;

/**
 * False on the server and while this component hydrates server HTML; true afterwards and in any render
 * in the browser that is not hydration. React re-renders the component right after hydrating it, so
 * whatever depends on the browser alone (the session in storage) appears then, and the first render
 * matches the server's HTML (docs/decisions/0010). Works for each boundary when it hydrates, however
 * late (a remote's code that arrives after the page's).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServerOrHydrating);
}
