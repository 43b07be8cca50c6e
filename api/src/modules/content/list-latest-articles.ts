import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { articleSummarySchema, toArticleSummary } from './article-view';
import type { ArticlesRepository } from './articles-repository';

const MAX_PAGE_SIZE = 50;

/**
 * GET /api/v2/article/scopes/lat/get/{page} (ART-02, ART-06): the tenant's latest articles, newest
 * first. Page 1 holds `first_page_size` articles (default `page_size`), every later page `page_size`,
 * so "load more" continues exactly where the first page ended.
 */
export const listLatestArticlesRoute: FastifyPluginAsyncZod<{ articles: ArticlesRepository }> = async (
  app,
  { articles },
) => {
  app.get(
    '/api/v2/article/scopes/lat/get/:page',
    {
      // The same list for every visitor: a new article shows within a minute.
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Content'],
        summary: 'Latest articles, newest first',
        params: z.object({ page: z.coerce.number().int().min(1).max(10_000) }),
        querystring: z.object({
          tenant_id: z.string().optional(),
          page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
          first_page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
        }),
        response: { 200: z.object({ data: z.array(articleSummarySchema) }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { page } = request.params;
      const { page_size: pageSize, first_page_size: firstPageSize = pageSize } = request.query;
      const offset = page === 1 ? 0 : firstPageSize + (page - 2) * pageSize;
      const limit = page === 1 ? firstPageSize : pageSize;
      const rows = await articles.latest(tenant.id, offset, limit);
      return { data: rows.map(toArticleSummary) };
    },
  );
};
