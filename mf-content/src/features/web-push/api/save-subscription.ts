import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';

export const subscriptionAnswerSchema = z.object({
  data: z.object({ push_user_id: z.string(), enabled: z.boolean() }),
});
export type SaveSubscriptionFollowsTheApi = AcceptsApi<
  z.input<typeof subscriptionAnswerSchema>,
  ApiResponse<'/api/v2/web-push/subscriptions', 'post'>
>;

/** The browser's subscription as `PushSubscription.toJSON()` gives it. */
export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * POST /api/v2/web-push/subscriptions?tenant_id (WP-01): stores (or renews) this browser's push
 * subscription; answers the push user id the browser keeps.
 */
export async function saveSubscription(
  client: ApiClient,
  tenantId: string,
  subscription: SubscriptionJson,
): Promise<string> {
  const response = await client.request('/api/v2/web-push/subscriptions', subscriptionAnswerSchema, {
    method: 'POST',
    query: { tenant_id: tenantId },
    body: subscription,
  });
  return response.data.push_user_id;
}
