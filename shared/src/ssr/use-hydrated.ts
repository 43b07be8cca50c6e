import { startTransition, useEffect, useState } from 'react';
import { isServer } from './environment';

/** True in the browser from `markPageHydrating` to `markPageHydrated`: server HTML is being hydrated. */
let pageHydrating = false;

/**
 * Called by the shell right before it hydrates a server-rendered page (and by tests that hydrate server
 * HTML): a component that mounts from now on may be hydrating the server's HTML, so it starts as the
 * server rendered it (a guest, headline A).
 */
export function markPageHydrating(): void {
  if (!isServer()) pageHydrating = true;
}

/**
 * Called by the shell once every area the server rendered has hydrated (or failed into its fallback):
 * a component that mounts from then on is rendered by the browser, never hydrated, so it has the
 * browser's state (the session in storage) from its first render.
 */
export function markPageHydrated(): void {
  pageHydrating = false;
}

/**
 * False on the server and while this component hydrates server HTML; true afterwards and in any render
 * in the browser that is not part of a page's hydration. The first render matches the server's HTML
 * (docs/decisions/0010); whatever depends on the browser alone (the session in storage, the A/B group)
 * appears right after, per component, so an area whose code arrives late still hydrates as the server
 * rendered it.
 *
 * The switch to true after hydrating is a transition (decision 0064): React renders the components
 * again in slices between the browser's own work, as it hydrated them. This hook was a store read
 * (`useSyncExternalStore` with a server snapshot), and React re-renders every component whose store
 * differs from its server snapshot synchronously, in one task: every component that asked for the
 * session, the whole match-centre page among them, right after hydration (issue 26).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !isServer() && !pageHydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
