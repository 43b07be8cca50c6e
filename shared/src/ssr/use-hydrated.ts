import { startTransition, useEffect, useId, useState } from 'react';

/**
 * Whether a `useId()` was made while rendering server HTML or hydrating it. React builds those ids from
 * the component's place in the tree, the same on both sides, as `_R_…_` (`_<prefix>R_…_`); an id made
 * in a render of the browser's own is `_r_<counter>_`. The site sets no `identifierPrefix`. So the id
 * alone says "server or hydrating"; no separate check for the server is needed.
 */
function idOfServerTree(id: string): boolean {
  return /R_[0-9a-vH]+_$/.test(id);
}

/**
 * False on the server and while this component hydrates server HTML; true afterwards and in any render
 * in the browser that is not hydration. The first render matches the server's HTML (docs/decisions/
 * 0010); whatever depends on the browser alone (the session in storage, the A/B group) appears right
 * after, per component, so a part whose code arrives late still hydrates as the server rendered it.
 *
 * The switch to true after hydrating is a transition (decision 0064): React renders those components
 * again in slices between the browser's own work, as it hydrated them. This hook was a store read
 * (`useSyncExternalStore` with a server snapshot), and React re-renders every component whose store
 * differs from its server snapshot synchronously, in one task: every component that asked for the
 * session, the whole match-centre page among them, right after hydration (issue 26).
 */
export function useHydrated(): boolean {
  const id = useId();
  const [hydrated, setHydrated] = useState(() => !idOfServerTree(id));
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
