import { memo, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { HydrateWhen, recordFirstPageView, Slot, useRecordFirstPageView } from '@tribune/shared';

/**
 * Issue 16's site-wide extras (smart bar, promotion overlay): mf_content fills the slot. The server
 * renders the smart bar, the same for every visitor (issue 26: drawn only after hydration it was the
 * late largest paint of every phone page); the part comes to life when the browser is idle, or at once
 * when the visitor reaches for the bar (its close button, its link). What depends on the browser's
 * storage and cookies (a bar already closed, the overlay) is decided in the browser. Both are fixed to
 * the viewport, so their arrival shifts no layout. Memoized without props, like the account layer.
 *
 * The visitor's first page view is remembered here, as soon as the page is hydrated, so it counts even
 * when the fan moves on before any overlay asked for its turn (no overlay opens on it).
 */
export const SiteExtras = memo(function SiteExtras() {
  useRecordFirstPageView();
  return (
    <>
      <HydrateWhen idle interaction>
        <Slot name="shell.site-extras" />
      </HydrateWhen>
      <ClubOffer />
    </>
  );
});

/**
 * Issue 27 (CLB-01, decision 0038): the offer to choose a club, filled by mf_matchcenter on a tenant
 * that runs it. Browser only (it depends on storage and the session), and only once the visitor is past
 * their first page view on the site: no interruption opens on that one (decision 0028), so the
 * offer's code is not loaded there at all (the cold home and article pages' JavaScript stays as it
 * was). Once mounted it stays for the page's life; the filler decides whether to offer anything.
 */
function ClubOffer() {
  const { pathname, search } = useLocation();
  const [pastFirstPageView, setPastFirstPageView] = useState(false);
  useEffect(() => {
    if (!pastFirstPageView && !recordFirstPageView(`${pathname}${search}`)) setPastFirstPageView(true);
  }, [pathname, search, pastFirstPageView]);
  return pastFirstPageView ? <Slot name="shell.club-offer" /> : null;
}
