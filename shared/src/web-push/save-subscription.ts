import type { ApiClient } from '../api/api-client';
import type { SubscriptionJson } from './browser-push';

/**
 * POST /api/v2/web-push/subscriptions?tenant_id (WP-01): stores (or renews, by endpoint) this browser's
 * push subscription; answers the push user id the browser keeps and whether article pushes are on. Sent by a logged-in
 * fan (the client adds the token), the API keeps the fan's account with it, which is what brings the
 * account's club alerts to this browser (CLB-03).
 */
export async function saveSubscription(
  client: ApiClient,
  tenantId: string,
  subscription: SubscriptionJson,
  purpose: PushPurpose,
): Promise<{ pushUserId: string; articlePushes: boolean }> {
  const response = await client.request('/api/v2/web-push/subscriptions', {
    method: 'POST',
    query: { tenant_id: tenantId },
    body: { ...subscription, purpose },
  });
  return { pushUserId: response.data.push_user_id, articlePushes: response.data.enabled };
}

/**
 * Why the browser subscribes: `articles` (WP-01's toggle) turns article pushes on; `club_alerts`
 * (CLB-03) leaves them as they are (off for a browser new to pushes), so a fan who only wants their
 * club's goals is not sent every article.
 */
export type PushPurpose = 'articles' | 'club_alerts';
