import { lazy, Suspense, useEffect, useMemo } from 'react';
import { createMessagesLoader, RemoteIntlProvider, useHydrated } from '@tribune/shared';
import { clubOfferStatus, rememberClubOfferAnswer } from '../features/favourite-team/lib/club-offer-answer';

const ClubOffer = lazy(() =>
  import(/* webpackChunkName: "club-offer" */ '../app/club-offer').then((module) => ({
    default: module.ClubOffer,
  })),
);

/** The offer's messages only (src/i18n/bundles.json, written by scripts/i18n.mjs). */
const loadClubOfferMessages = createMessagesLoader({
  en: () => import(/* webpackChunkName: "messages-club-offer-en" */ '../i18n/compiled/club-offer.en.json'),
  nl: () => import(/* webpackChunkName: "messages-club-offer-nl" */ '../i18n/compiled/club-offer.nl.json'),
});

/**
 * Fills the slot `shell.club-offer` (CLB-01, decision 0038), which the shell mounts in the browser from
 * the visitor's second page view on. This entry only reads the browser's storage: a browser that
 * answered the offer, or has a club on the device, loads nothing more. Otherwise the offer (its code,
 * its messages, the league's clubs and, for a fan, the account's club) comes in a chunk of its own.
 */
export default function MatchcenterClubOffer() {
  const hydrated = useHydrated();
  const status = useMemo(() => (hydrated ? clubOfferStatus() : 'answered'), [hydrated]);
  useEffect(() => {
    if (status === 'has-club') rememberClubOfferAnswer('had-club');
  }, [status]);
  if (status !== 'due') return null;
  return (
    <RemoteIntlProvider loadMessages={loadClubOfferMessages}>
      <Suspense fallback={null}>
        <ClubOffer />
      </Suspense>
    </RemoteIntlProvider>
  );
}
