import { Suspense, useContext, type ReactNode } from 'react';
import { HydratesLaterContext } from './page-areas';

/**
 * A remote part's own loading boundary: nothing shows while its code loads, and a slow part never
 * holds up the rest of the page. Inside a HydrateWhen there is no boundary of its own: the loading
 * then reaches HydrateWhen's, whose stand-in is the server's HTML of the part, so the part does not
 * vanish while its code arrives (no layout shift) and a click aimed at it still finds its button to
 * be held and replayed (issue 10 §3).
 */
export function PartSuspense({ children }: { children: ReactNode }) {
  const hydratesLater = useContext(HydratesLaterContext);
  if (hydratesLater) return <>{children}</>;
  return <Suspense fallback={null}>{children}</Suspense>;
}
