import type { ApiClient } from '../api/api-client';

/**
 * DELETE /api/v2/web-push/subscriptions/{pushUserId}?tenant_id {endpoint} (WP-01): the API forgets this
 * browser's subscription, and with it (by cascade) a guest's club alerts and any push still queued for
 * it (decision 0037). The endpoint proves the browser holds it. A 404 means it is already gone.
 *
 * A 401 here never logs anyone out: it runs while a session ends, with a token already revoked.
 */
export async function deleteSubscription(
  client: ApiClient,
  input: { tenantId: string; pushUserId: string; endpoint: string },
): Promise<void> {
  await client.request(`/api/v2/web-push/subscriptions/${encodeURIComponent(input.pushUserId)}`, {
    method: 'DELETE',
    query: { tenant_id: input.tenantId },
    body: { endpoint: input.endpoint },
    logoutOnUnauthorized: false,
  });
}
