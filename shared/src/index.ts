/**
 * @tribune/shared: the federated singleton every part of the site uses (DESIGN.md "The shared
 * singleton"). This is its one public entry; remotes import only from here.
 */
import './ui/ui.css';

export { readBootstrap } from './bootstrap/bootstrap';
export type { Bootstrap, Language, RemoteEntry, RemoteName } from './bootstrap/bootstrap';

export { useBootstrap, useIsRemoteEnabled, useTenant } from './tenant/tenant-context';

export type { ApiClient } from './api/api-client';
export { ApiError, isApiError } from './api/api-error';
export { toFormErrors } from './api/form-errors';
export { useApiClient } from './api/api-context';
export { getErrorMessage } from './errors/get-error-message';
export { failureText } from './errors/failure-text';
export { useApiForm } from './forms/use-api-form';
export { storedValue } from './storage/stored-value';

export {
  authDialogAtom,
  isLoggedInAtom,
  pendingCommentAtom,
  signInCountAtom,
  storedUserAtom,
} from './session/session-atoms';
export type { AuthDialog, PendingComment } from './session/session-atoms';
export { prefersDarkMode, prefersLargeText, storageKeys, toStoredUser } from './session/stored-user';
export type { LoginData, StoredUser } from './session/stored-user';
export { writePersistedSession } from './session/session-storage';
export { signIn, signOut, useOpenAuthDialog, useSession } from './session/use-session';
export { HydrateWhenReachedOrSignedIn, whenSignedIn } from './session/hydrate-when-reached-or-signed-in';
export { endPushSubscription, loadWebPush } from './web-push/load-web-push';
export type { WebPush } from './web-push/load-web-push';
export { ClubAlerts } from './club-alerts/club-alerts';

export {
  fixtureChannel,
  liveFixturePayloadSchema,
  liveMatchEvents,
  matchEventPayloadSchema,
  matchEventTypes,
  matchStatisticsPayloadSchema,
  matchStatusPayloadSchema,
} from './realtime/live-match-events';
export type {
  LiveFixturePayload,
  MatchEventPayload,
  MatchStatisticsPayload,
  MatchStatusPayload,
} from './realtime/live-match-events';
export { useChannelEvent, useRealtimeReconnect } from './realtime/realtime-context';
export { loadPusherOnThisThread } from './realtime/realtime-client';
export type { ChannelLike, PusherConstructor, PusherLike } from './realtime/realtime-client';
export type { ChannelAuthorizationHandler } from './realtime/authorize-channel';

export { createMessagesLoader, RemoteIntlProvider, TribuneIntlProvider } from './i18n/intl';
export {
  excerptMaxLength,
  formatArticleDate,
  formatInSiteTimeZone,
  formatKickOff,
  formatLongDate,
  parseIsoInstant,
  siteTimeZone,
  truncateExcerpt,
} from './i18n/format';
export { sharedMessages } from './i18n/shared-messages';

export { findRouteOwner, routesExpose } from './routing/route-table';
export { isSafeUrl, toSitePath } from './routing/site-url';
export { resourcePath } from './routing/resource-path';
export { isPlainClick } from './routing/plain-click';
export { useSiteHtmlLinks } from './routing/use-site-html-links';
export { TenantTemplate } from './tenant/tenant-template';
export { slotFillers } from './slots/slot-registry';
export type { SlotName, SlotProps } from './slots/slot-registry';
export { useRemoteComponents } from './slots/remote-loader';
export type { ExposedComponent, ExposedModule, RemoteLoader } from './slots/remote-loader';
export { RemoteBoundary } from './slots/remote-boundary';
export { Slot } from './slots/slot';
export { remoteArea } from './slots/remote-area';

export { createTribuneRuntime } from './providers/tribune-runtime';
export type { TribuneRuntime } from './providers/tribune-runtime';
export { TribuneProviders } from './providers/tribune-providers';
export { useRenderedAt } from './ssr/rendered-at';
export { HydrateWhen, HydrateWhenNear, type HydrationTrigger } from './ssr/hydrate-when';
export { LazyPage } from './ssr/lazy-page';
export { useHydrated } from './ssr/use-hydrated';
export { useHeadline } from './ab-testing/use-headline';
export type { AbHeadline } from './ab-testing/ab-headline';
export { createBrowserPageAreas, createServerPageAreas } from './ssr/page-areas';
export { absoluteUrl, PageHead } from './seo/page-head';
export { shareImage } from './seo/share-image';
export { readServerPageState } from './ssr/page-state';
export type { PageError, ServerPageState } from './ssr/page-state';
export { createHydrationMiddleware, createSeededCache, createServerDataCollector, toPageError } from './ssr/swr-data';
export { useAppearance } from './settings/appearance';
export { useSiteSettings } from './settings/site-settings';

export { Alert } from './ui/alert';
export { Avatar } from './ui/avatar';
export { Button } from './ui/button';
export { Countdown } from './ui/countdown';
export { CheckField, SelectField, TextAreaField, TextField } from './ui/fields';
export { LoadError } from './ui/load-error';
export { LoadMoreButton, Spinner } from './ui/load-more-button';
export { Modal } from './ui/modal';
export {
  firstPageViewStorageKey,
  interruptionPriority,
  interruptionsAttribute,
  recordFirstPageView,
  useInterruption,
  useRecordFirstPageView,
} from './ui/interruption-queue';
export { useOverlayFocus } from './ui/use-overlay-focus';
export { bottomPanelLevel, useBottomPanel, useBottomPanelsHeight } from './ui/bottom-panels';
export { GonePage, NotFoundPage } from './ui/not-found-page';
export { PageRedirect, pageLocationAttribute, pageStatusAttribute } from './seo/page-status';
export { Pagination } from './ui/pagination';
export { ShareButton } from './ui/share-button';
export { SiteLink } from './ui/site-link';
export { Stars } from './ui/stars';
export { Tabs } from './ui/tabs';
export type { TabDefinition } from './ui/tabs';
export { crestUrl, TeamCrest } from './ui/team-crest';
export type { AcceptsApi, ApiMethod, ApiResponse, ApiSchemas } from './api/contract';
