import { useHydrated } from '../ssr/use-hydrated';
import { resolveAbGroup, type AbGroup } from './ab-group';

/**
 * This browser's A/B group; null on the server and while server HTML hydrates.
 *
 * The server cannot know the group: it renders guest pages once for everyone and keeps them in the
 * shared HTML cache (decision 0010), so it never reads the visitor's cookie. It renders headline A;
 * the card hydrates with no group (headline A again, no mismatch) and re-renders right after, without
 * blocking the page (useHydrated), with the browser's group, so group B sees its headline right after
 * hydration. A render in the browser that is not hydration (a client-side navigation) has the group
 * from the start.
 */
export function useAbGroup(): AbGroup | null {
  const hydrated = useHydrated();
  return hydrated ? resolveAbGroup() : null;
}
