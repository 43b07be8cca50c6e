/**
 * WP-01's browser push, shared by the push toggle (mf_content), the club alerts (CLB-03) and the end of
 * a session. A chunk of its own, loaded only where a page uses push (`loadWebPush`): shared is on
 * every page, and most pages never touch push.
 */
export {
  currentSubscription,
  isPushSupported,
  notificationPermission,
  serviceWorkerUrl,
  subscribeBrowser,
  subscriptionJson,
} from './browser-push';
export { forgetStoredPush, pushStorageKeys, readStoredPush, writeStoredPush } from './push-storage';
export { getPublicKey } from './get-public-key';
export { type PushPurpose, saveSubscription } from './save-subscription';
export { deleteSubscription } from './delete-subscription';
export { dropThisBrowser, readThisBrowser, subscribeThisBrowser } from './this-browser';
