import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { articleSummarySchema, toArticleSummary } from './article-view';
import type { ArticlesRepository } from './articles-repository';

/**
 * GET /api/v2/article/{id}/related (ART-01): the previous and the next article of the same primary tag,
 * for the "previous / next" block under an article.
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
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({
            data: z.object({ previous: articleSummarySchema.nullable(), next: articleSummarySchema.nullable() }),
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
      const { previous, next } = await articles.neighbours(tenant.id, article);
      return { data: { previous: previous && toArticleSummary(previous), next: next && toArticleSummary(next) } };
    },
  );
};
