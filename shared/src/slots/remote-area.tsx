import { createContext, useContext, useEffect, useId, type FunctionComponent, type ReactNode } from 'react';
import type { RemoteName } from '../bootstrap/bootstrap';
import {
  AreaSettledContext,
  EnclosingBoundariesContext,
  HydratesLaterContext,
  PageAreasContext,
} from '../ssr/page-areas';

type Area = FunctionComponent<{ children: ReactNode }>;

/** The remote whose area a component renders in (null: the shell's own parts). */
export const CurrentRemoteContext = createContext<RemoteName | null>(null);
const areas = new Map<RemoteName, Area>();

/**
 * A pass-through component named `RemoteArea(<remote>)`, wrapped around each remote's part of the page.
 * It renders nothing of its own; its name puts the remote into React's component stacks, so that the
 * server can say which remote an error on the server came from (docs/decisions/0010). It also counts
 * itself for the page's "interactive" mark (ssr/page-areas.ts).
 */
export function remoteArea(remote: RemoteName): Area {
  let area = areas.get(remote);
  if (!area) {
    area = function Area({ children }) {
      const id = useId();
      const areas = useContext(PageAreasContext);
      const later = useContext(HydratesLaterContext);
      const settled = useContext(AreaSettledContext);
      const within = useContext(EnclosingBoundariesContext);
      // Counted on the server when rendered, in the browser once committed (docs/decisions/0010).
      if (typeof window === 'undefined' && !later) areas?.note(id, within);
      useEffect(() => {
        if (!later) areas?.note(id, within);
        settled?.onSettled();
      }, [areas, id, later, settled, within]);
      return <CurrentRemoteContext.Provider value={remote}>{children}</CurrentRemoteContext.Provider>;
    };
    const name = `RemoteArea(${remote})`;
    area.displayName = name;
    Object.defineProperty(area, 'name', { value: name });
    areas.set(remote, area);
  }
  return area;
}

/**
 * Rendered by a part's error fallback: a part that failed has settled too, so a HydrateWhen around it
 * stops holding clicks for it.
 */
export function AreaSettled() {
  const settled = useContext(AreaSettledContext);
  useEffect(() => {
    settled?.onSettled();
  }, [settled]);
  return null;
}
