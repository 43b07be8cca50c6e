import type { ApiClient } from '../api/api-client';

/** GET /api/v2/web-push/public-key?tenant_id (WP-01): the tenant's VAPID key, base64url. */
export async function getPublicKey(client: ApiClient, tenantId: string): Promise<string> {
  const response = await client.request('/api/v2/web-push/public-key', {
    query: { tenant_id: tenantId },
  });
  return response.data.public_key;
}
