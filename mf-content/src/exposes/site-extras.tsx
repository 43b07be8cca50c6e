import { lazy, Suspense, useMemo } from 'react';
import { RemoteIntlProvider, useHydrated, useSession } from '@tribune/shared';
import { loadSiteExtrasMessages } from '../i18n/load-messages';
import { usePromotionOverlay } from '../features/promotion-overlay/hooks/use-promotion-overlay';
import { isFacebookInAppBrowser, isOverlayDismissed } from '../features/promotion-overlay/lib/overlay-rules';
import { useSmartBar } from '../features/smart-bar/api/get-smart-bar';
import { SmartBar } from '../features/smart-bar/components/smart-bar';
import { isSmartBarDue } from '../features/smart-bar/lib/smartbar-date';

const PromotionOverlay = lazy(() =>
  import(/* webpackChunkName: "promotion-overlay" */ '../features/promotion-overlay/components/promotion-overlay').then(
    (module) => ({ default: module.PromotionOverlay }),
  ),
);

/**
 * Fills the slot `shell.site-extras` (rendered once per page): the smart bar (SB-01) and the social
 * promotion overlay (OVL-01), with their own few texts (the "site-extras" message bundle).
 *
 * The bar is the same for every visitor, so the server renders it (issue 26: it is often the largest
 * thing on a phone's first screen, and drawn after hydration it made the page's largest paint late).
 * Until it hydrates it is marked `data-smart-bar="pending"`: a browser that has closed or followed a
 * bar hides it before the first paint (the page's head hint, api/src/modules/web/page-template.ts),
 * and once hydrated the stored date (`smartbar_date`) decides, once per page.
 *
 * The overlay depends on the setting, a cookie, the user agent and a guest (a fan who logged in is
 * already with us, decision 0028): browser-only, decided after hydration, its code a chunk of its own.
 */
export default function SiteExtras() {
  const hydrated = useHydrated();
  const { data: bar } = useSmartBar();
  const barIsDue = useMemo(() => (bar ? !hydrated || isSmartBarDue(bar.updated_at) : false), [bar, hydrated]);
  const { isLoggedIn } = useSession();
  const overlayMayShow = useMemo(
    () => hydrated && !isLoggedIn && !isOverlayDismissed() && !isFacebookInAppBrowser(),
    [hydrated, isLoggedIn],
  );
  const overlay = usePromotionOverlay(overlayMayShow);

  const showBar = bar && barIsDue ? bar : null;
  const showOverlay = overlayMayShow && overlay ? overlay : null;
  if (showBar === null && showOverlay === null) return null;
  return (
    <RemoteIntlProvider loadMessages={loadSiteExtrasMessages}>
      {showBar ? <SmartBar bar={showBar} pending={!hydrated} /> : null}
      {showOverlay ? (
        <Suspense fallback={null}>
          <PromotionOverlay overlay={showOverlay} />
        </Suspense>
      ) : null}
    </RemoteIntlProvider>
  );
}
