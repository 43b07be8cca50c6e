import type { ApiClient } from '@tribune/shared';

/**
 * PATCH /api/v2/web-push/subscriptions/{pushUserId}?tenant_id {endpoint, enabled} (WP-01): the toggle
 * turns this browser's subscription on or off. The endpoint proves the browser holds it. (Subscribing
 * and the browser's side are shared's `loadWebPush`, which CLB-03's club alerts use too.)
 */
export async function updateSubscription(
  client: ApiClient,
  input: { tenantId: string; pushUserId: string; endpoint: string; enabled: boolean },
): Promise<boolean> {
  const response = await client.request(`/api/v2/web-push/subscriptions/${encodeURIComponent(input.pushUserId)}`, {
    method: 'PATCH',
    query: { tenant_id: input.tenantId },
    body: { endpoint: input.endpoint, enabled: input.enabled },
  });
  return response.data.enabled;
}
