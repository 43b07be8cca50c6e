import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { articleSummarySchema, toArticleSummary } from '../article-view';
import type { ArticlesRepository } from '../articles-repository';

/** Articles a call answers; one more is read to know whether another call would find any. */
const PAGE_SIZE = 10;

/**
 * GET /ajax/user/articles?user={id}&offset (PRF-01): the published articles of the authors a fan writes
 * as (`authors.user_id`), newest first, 10 from `offset` (articles skipped), as the home list's cards.
 * `next_offset` is where the next call starts; null when there is nothing more. The same for every visitor.
 */
export const listUserArticlesRoute: FastifyPluginAsyncZod<{
  articles: ArticlesRepository;
  now?: () => Date;
}> = async (app, options) => {
  const { articles } = options;
  const now = options.now ?? (() => new Date());
  app.get(
    '/ajax/user/articles',
    {
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Content'],
        summary: "A fan's articles (profile)",
        querystring: z.object({
          tenant_id: z.string().max(100).optional(),
          user: z.coerce.number().int().positive().max(2_147_483_647).describe('The fan (user id)'),
          offset: z.coerce.number().int().min(0).max(1_000_000).describe('Articles to skip: 0, then next_offset'),
        }),
        response: {
          200: z.object({
            data: z.object({ latestArticles: z.array(articleSummarySchema) }),
            metaData: z.object({ offset: z.number().int(), next_offset: z.number().int().nullable() }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user, offset } = request.query;
      const rows = await articles.publishedByUser(tenant.id, user, {
        offset,
        limit: PAGE_SIZE + 1,
        publishedBy: now(),
      });
      return {
        data: { latestArticles: rows.slice(0, PAGE_SIZE).map(toArticleSummary) },
        metaData: { offset, next_offset: rows.length > PAGE_SIZE ? offset + PAGE_SIZE : null },
      };
    },
  );
};
