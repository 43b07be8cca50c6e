import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShareImageDrawer } from './drawing/share-image-drawer';
import { shareImageCache, shareImageQuery, shareImageResponses } from './share-image-response';

/**
 * GET /share-image/site.png (CLB-05): the `og:image` of every page without one of its own, the tenant's
 * mark and name in its colours. Changes only with the tenant's theme or name.
 */
export const getSiteShareImageRoute: FastifyPluginAsyncZod<{ drawer: ShareImageDrawer }> = async (app, { drawer }) => {
  app.get(
    '/share-image/site.png',
    {
      config: { publicCache: shareImageCache(3600, 86_400) },
      schema: {
        tags: ['Sharing'],
        summary: "The tenant's default share image (PNG, 1200×630)",
        querystring: shareImageQuery,
        response: shareImageResponses,
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const png = await drawer.site(tenant);
      return reply.type('image/png').send(png);
    },
  );
};
