import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import type { ArticlesRepository } from '../content/articles-repository';
import type { ShareImageDrawer } from './drawing/share-image-drawer';
import { shareImageCache, shareImageQuery, shareImageResponses } from './share-image-response';

/**
 * GET /share-image/article/{id}.png (CLB-05): the article page's `og:image`, its lead picture fitted into
 * 1200×630 (or its headline when the picture is another site's). Read through the content repository, so
 * another tenant's or a scheduled article is a 404 like an unknown one. An edit shows within five minutes.
 */
export const getArticleShareImageRoute: FastifyPluginAsyncZod<{
  articles: ArticlesRepository;
  drawer: ShareImageDrawer;
}> = async (app, { articles, drawer }) => {
  app.get(
    '/share-image/article/:id.png',
    {
      config: { publicCache: shareImageCache(300, 3600) },
      schema: {
        tags: ['Sharing'],
        summary: "An article's share image (PNG, 1200×630)",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: shareImageQuery,
        response: shareImageResponses,
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const article = await articles.shareImageSource(tenant.id, request.params.id);
      if (article === undefined) throw new HttpError(404, request.t('error.notFound'));
      const png = await drawer.article(tenant, article);
      return reply.type('image/png').send(png);
    },
  );
};
