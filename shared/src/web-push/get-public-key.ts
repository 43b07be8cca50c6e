import { z } from 'zod/mini';
import type { ApiClient } from '../api/api-client';

const publicKeySchema = z.object({ data: z.object({ public_key: z.string() }) });

/** GET /api/v2/web-push/public-key?tenant_id (WP-01): the tenant's VAPID key, base64url. */
export async function getPublicKey(client: ApiClient, tenantId: string): Promise<string> {
  const response = await client.request('/api/v2/web-push/public-key', publicKeySchema, {
    query: { tenant_id: tenantId },
  });
  return response.data.public_key;
}
