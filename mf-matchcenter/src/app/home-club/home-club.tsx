import { lazy, Suspense } from 'react';
import { createMessagesLoader, RemoteIntlProvider } from '@tribune/shared';
import { useFavouriteTeam } from '../../hooks/use-favourite-team';
import './home-club-pending.css';

const HomeClubSection = lazy(() =>
  import(/* webpackChunkName: "home-club" */ './home-club-section').then((module) => ({
    default: module.HomeClubSection,
  })),
);

/** The section's messages only (src/i18n/bundles.json, written by scripts/i18n.mjs). */
const loadHomeClubMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-home-club-en" */ '../../i18n/compiled/home-club.en.json'),
  nl: () => import(/* webpackChunkName: "messages-home-club-nl" */ '../../i18n/compiled/home-club.nl.json'),
});

/**
 * The home page's club section (CLB-02, decision 0042), first in the slot `home.score-strip`, above the
 * strip: one expose for the match centre's part of the home page's first screen. The club is the browser's (the device's, or the
 * account's once the session is known), so the server and the hydrating browser render the same
 * empty space: shown, with the section's height, only on a page whose first-paint script found a
 * stored club (`html[data-club=stored]`), so a guest without one sees today's page and a fan with one
 * sees nothing move. After hydration a visitor without a club loads nothing more; with one, the
 * section's code, messages and data come in chunks of their own.
 */
export function HomeClub() {
  const { team } = useFavouriteTeam();
  const pending = <div className="home-club-pending" aria-hidden="true" />;
  if (team === undefined) return pending;
  if (team === null) return null;
  return (
    <Suspense fallback={pending}>
      <RemoteIntlProvider loadMessages={loadHomeClubMessages}>
        <HomeClubSection team={team} />
      </RemoteIntlProvider>
    </Suspense>
  );
}
