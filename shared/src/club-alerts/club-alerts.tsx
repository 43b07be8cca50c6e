import { lazy, Suspense } from 'react';
import { useHydrated } from '../ssr/use-hydrated';

export interface ClubAlertsProps {
  /** The club: its id (the API's) and the name the switch says. */
  team: { id: number; name: string };
  /** The control's heading level where it sits (2 on a team page, 3 inside a section). */
  headingLevel?: 2 | 3;
}

// The control, its hook and its texts are a chunk of their own (the push code another): shared is on
// every page, the control only on a team page and in the profile settings. Unnamed, as `loadWebPush`'s:
// a chunk's name is written into the chunk map of every copy of shared (the shell's, each remote's),
// which every page downloads.
const ClubAlertsControl = lazy(() =>
  import('./club-alerts-control').then((module) => ({
    default: module.ClubAlertsControl,
  })),
);

/**
 * CLB-03: the "Match alerts" control for one club. Render it only on tenants that run the match
 * centre (the API answers 404 elsewhere): a team page, or "My club" where the tenant has it. The alerts
 * depend on the session and on this browser's push state, so it appears once hydrated, never in server
 * HTML; it takes no space before.
 */
export function ClubAlerts(props: ClubAlertsProps) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <ClubAlertsControl {...props} />
    </Suspense>
  );
}
