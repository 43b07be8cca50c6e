import { lazy, Suspense, useMemo } from 'react';
import { RemoteIntlProvider, useSession } from '@tribune/shared';
import { loadSiteExtrasMessages } from '../i18n/load-messages';
import { usePromotionOverlay } from '../features/promotion-overlay/api/get-promotion-overlay';
import { isFacebookInAppBrowser, isOverlayDismissed } from '../features/promotion-overlay/lib/overlay-rules';
import { useSmartBar } from '../features/smart-bar/api/get-smart-bar';
import { isSmartBarDue } from '../features/smart-bar/lib/smartbar-date';

const SmartBar = lazy(() =>
  import(/* webpackChunkName: "smart-bar" */ '../features/smart-bar/components/smart-bar').then((module) => ({
    default: module.SmartBar,
  })),
);
const PromotionOverlay = lazy(() =>
  import(/* webpackChunkName: "promotion-overlay" */ '../features/promotion-overlay/components/promotion-overlay').then(
    (module) => ({ default: module.PromotionOverlay }),
  ),
);

/**
 * Fills the slot `shell.site-extras` (rendered once per page, in the browser, when it is idle): the
 * smart bar (SB-01) and the social promotion overlay (OVL-01). This part only decides whether either
 * has something to show (the bar's date against `smartbar_date`; the overlay's setting, cookie, user
 * agent, and a guest: a fan who logged in is already with us, and would otherwise meet it again in every
 * browser they log in from, decision 0028); their code and their own few texts (the "site-extras" message bundle) load only then, as chunks of their own.
 */
export default function SiteExtras() {
  const { data: bar } = useSmartBar();
  // Decided once per page: the bar hides itself when followed or closed.
  const barIsDue = useMemo(() => (bar ? isSmartBarDue(bar.updated_at) : false), [bar]);
  const { isLoggedIn } = useSession();
  const overlayMayShow = useMemo(() => !isLoggedIn && !isOverlayDismissed() && !isFacebookInAppBrowser(), [isLoggedIn]);
  const { data: overlay } = usePromotionOverlay(overlayMayShow);

  const showBar = bar && barIsDue ? bar : null;
  const showOverlay = overlayMayShow && overlay ? overlay : null;
  if (showBar === null && showOverlay === null) return null;
  return (
    <Suspense fallback={null}>
      <RemoteIntlProvider loadMessages={loadSiteExtrasMessages}>
        {showBar ? <SmartBar bar={showBar} /> : null}
        {showOverlay ? <PromotionOverlay overlay={showOverlay} /> : null}
      </RemoteIntlProvider>
    </Suspense>
  );
}
