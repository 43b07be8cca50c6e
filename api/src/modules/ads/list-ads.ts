import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { tenantQuery } from './ad-requests';
import { adSchema, toAd } from './ad-view';
import type { AdsRepository } from './ads-repository';

/**
 * GET /api/v2/ad?tenant_id (ADS-01, spec 001 §7): the tenant's enabled ads, one per slot, each with its
 * alternative content (for readers whose browser blocks ads) and the size the page reserves for it. The
 * same for every visitor, so public and cacheable; an operator's change empties the API's own store.
 */
export const listAdsRoute: FastifyPluginAsyncZod<{ ads: AdsRepository }> = async (app, { ads }) => {
  app.get(
    '/api/v2/ad',
    {
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Ads'],
        summary: "The tenant's ads by slot, with their alternative content",
        querystring: tenantQuery,
        response: { 200: z.object({ data: z.array(adSchema) }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const records = await ads.list(tenant.id, { enabledOnly: true });
      return { data: records.map(toAd).filter((ad) => ad.content !== '' || ad.alternative_content !== '') };
    },
  );
};
