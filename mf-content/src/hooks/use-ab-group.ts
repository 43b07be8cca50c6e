import { useSyncExternalStore } from 'react';
import { resolveAbGroup, type AbGroup } from '../lib/ab-group';

const subscribeToNothing = () => () => undefined;
const browserGroup = (): AbGroup => resolveAbGroup();
const unknownOnServer = (): null => null;

/**
 * This browser's A/B group; null on the server and while server HTML hydrates.
 *
 * The server cannot know the group: it renders guest pages once for everyone and keeps them in the
 * shared HTML cache (decision 0010), so it never reads the visitor's cookie. It renders headline A;
 * React hydrates with the server snapshot (null, so headline A again, no mismatch) and re-renders at
 * once with the browser's group, so group B sees its headline right after hydration. A render in the
 * browser that is not hydration (a client-side navigation) has the group from the start.
 */
export function useAbGroup(): AbGroup | null {
  return useSyncExternalStore(subscribeToNothing, browserGroup, unknownOnServer);
}
