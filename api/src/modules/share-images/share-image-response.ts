import { z } from 'zod';
import type { PublicCacheOptions } from '../../plugins/public-cache';
import { errorResponse } from '../../lib/http-error';

/** The answer of every share-image route, for OpenAPI: PNG bytes, or the one error shape. */
export const shareImageResponses = {
  200: {
    description: 'A 1200×630 PNG',
    content: { 'image/png': { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) } },
  },
  400: errorResponse,
  404: errorResponse,
};

export const shareImageQuery = z.object({ tenant_id: z.string().optional() });

/**
 * Public caching of a share image (plugins/public-cache.ts: ETag, 304, Cache-Control). The tenant comes
 * from X-Tenant-Id, `tenant_id` or the Host, and the card is in the tenant's language, not the
 * requester's, so nothing but X-Tenant-Id varies it besides the URL and Host.
 */
export function shareImageCache(maxAgeSeconds: number, staleWhileRevalidateSeconds: number): PublicCacheOptions {
  return { maxAgeSeconds, staleWhileRevalidateSeconds, varyBy: ['X-Tenant-Id'] };
}
