import { lazy } from 'react';
import { HydrateWhen } from '@tribune/shared';

// A dynamic import, not `from`: scripts/i18n.mjs follows only static imports, so the widget's messages
// stay out of the home sidebar's bundle and come with this chunk instead.
const TopFans = lazy(() =>
  import(/* webpackChunkName: "home-top-fans" */ './top-fans').then((module) => ({ default: module.TopFans })),
);

/**
 * KAR-01 on the home page, below the comments widget. The home page has almost no JavaScript budget
 * left (e2e/README.md "The JavaScript budget"), so the widget is a chunk of its own, fetched only when
 * its place comes near the viewport, like the sidebar around it (HydrateWhenNear), so a visitor who
 * never scrolls down does not pay for it. The server renders nothing of it.
 */
export function HomeTopFans() {
  return (
    <HydrateWhen near="200px" serverRendered={false}>
      <TopFans />
    </HydrateWhen>
  );
}
