import { Suspense, useContext, type ComponentType } from 'react';
import { CurrentRemoteContext, remoteArea } from '../slots/remote-area';
import { Spinner } from '../ui/load-more-button';

/**
 * A remote's page that is a chunk of its own (`React.lazy`), with a spinner while the chunk is on its
 * way after a client-side navigation. The server renders the page itself (it waits for every chunk).
 *
 * The page counts as an area of its own (docs/decisions/0010): hydration leaves a lazy page's server HTML
 * in place until its chunk has arrived, after the remote's area around it has hydrated, so without this
 * the shell would mark the page interactive (`<html data-hydrated>`) while the page's own buttons and
 * filters were still inert. CI's COL-01 journey checked a filter in that gap and the count never moved.
 */
export function LazyPage({ page: Page }: { page: ComponentType }) {
  const remote = useContext(CurrentRemoteContext);
  const content = <Page />;
  if (remote === null) return <Suspense fallback={<Spinner />}>{content}</Suspense>;
  const Area = remoteArea(remote);
  return (
    <Suspense fallback={<Spinner />}>
      <Area>{content}</Area>
    </Suspense>
  );
}
