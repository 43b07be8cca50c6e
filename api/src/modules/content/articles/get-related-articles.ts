import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { articleSummarySchema, toArticleSummary } from '../article-view';
import type { ArticlesRepository } from '../articles-repository';

/**
 * GET /api/v2/article/{id}/related (ART-01): the previous and the next article of the same primary tag,
 * for the "previous / next" block under an article; with `more=N`, also up to N articles of that tag for
 * "More on {tag}" (ART-05's scoped list), never the article being read.
 */
export const getRelatedArticlesRoute: FastifyPluginAsyncZod<{ articles: ArticlesRepository }> = async (
  app,
  { articles },
) => {
  app.get(
    '/api/v2/article/:id/related',
    {
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Content'],
        summary: 'Previous and next article of the same primary tag',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: z.object({
          tenant_id: z.string().optional(),
          more: z.coerce
            .number()
            .int()
            .min(0)
            .max(12)
            .default(0)
            .describe('How many other articles of the primary tag to list in `more` (0: none)'),
        }),
        response: {
          200: z.object({
            data: z.object({
              previous: articleSummarySchema.nullable(),
              next: articleSummarySchema.nullable(),
              more: z
                .array(articleSummarySchema)
                .describe('Newest articles of the primary tag, sticky first; never this article nor hidden ones'),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const article = await articles.byId(tenant.id, request.params.id);
      if (!article) throw new HttpError(404, request.t('error.notFound'));
      const [{ previous, next }, more] = await Promise.all([
        articles.neighbours(tenant.id, article),
        request.query.more > 0 ? articles.moreOnTag(tenant.id, article, request.query.more) : [],
      ]);
      return {
        data: {
          previous: previous && toArticleSummary(previous),
          next: next && toArticleSummary(next),
          more: more.map(toArticleSummary),
        },
      };
    },
  );
};
