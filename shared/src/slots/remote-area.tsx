import type { FunctionComponent, ReactNode } from 'react';
import type { RemoteName } from '../bootstrap/bootstrap';

type Area = FunctionComponent<{ children: ReactNode }>;
const areas = new Map<RemoteName, Area>();

/**
 * A pass-through component named `RemoteArea(<remote>)`, wrapped around each remote's part of the page.
 * It renders nothing of its own; its name puts the remote into React's component stacks, so that the
 * server can say which remote an error on the server came from (docs/decisions/0010).
 */
export function remoteArea(remote: RemoteName): Area {
  let area = areas.get(remote);
  if (!area) {
    area = ({ children }) => children;
    const name = `RemoteArea(${remote})`;
    area.displayName = name;
    Object.defineProperty(area, 'name', { value: name });
    areas.set(remote, area);
  }
  return area;
}
