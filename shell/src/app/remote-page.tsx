import { Suspense } from 'react';
import { useLocation } from 'react-router';
import {
  findRouteOwner,
  NotFoundPage,
  RemoteBoundary,
  remoteArea,
  routesExpose,
  Spinner,
  useRemoteComponents,
} from '@tribune/shared';

/**
 * Renders the page of the remote that owns the current URL (DESIGN.md step 3). The owner comes from the
 * static route table, so nothing is loaded to decide; a URL whose owner the tenant does not run is a
 * 404 (PLT-09). A failing remote shows its fallback in the page area and the header keeps working;
 * navigating elsewhere tries it again (PLT-10).
 */
export function RemotePage() {
  const location = useLocation();
  const { loader, getComponent } = useRemoteComponents();
  const owner = findRouteOwner(location.pathname);
  if (!owner || !loader.isEnabled(owner)) return <NotFoundPage />;
  const Routes = getComponent(owner, routesExpose);
  const Area = remoteArea(owner);
  return (
    <RemoteBoundary key={owner} name={owner} resetKey={location.pathname}>
      <Suspense fallback={<Spinner />}>
        <Area>
          <Routes />
        </Area>
      </Suspense>
    </RemoteBoundary>
  );
}
