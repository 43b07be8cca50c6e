import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { articleSummarySchema, toArticleSummary } from '../article-view';
import type { ArticlesRepository } from '../articles-repository';
import { listScope, scopeQuery } from '../lists/article-scopes';
import type { ListsRepository } from '../lists/lists-repository';

/**
 * GET /api/v2/article/scopes/lat/get/{page} (ART-02, ART-05, ART-06): the tenant's latest news and photo
 * reports, newest first (biographies have their own list, the `bio` scope). Page 1 holds
 * `first_page_size` articles (default `page_size`), every later page `page_size`, so "load more"
 * continues exactly where the first page ended. `is_sticky` and `exclude_types` as every scoped list
 * (lists/list-scoped-articles.ts).
 */
export const listLatestArticlesRoute: FastifyPluginAsyncZod<{
  articles: ArticlesRepository;
  lists: ListsRepository;
}> = async (app, { lists }) => {
  app.get(
    '/api/v2/article/scopes/lat/get/:page',
    {
      // The same list for every visitor: a new article shows within a minute.
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Content'],
        summary: 'Latest articles, newest first',
        params: z.object({ page: z.coerce.number().int().min(1).max(10_000) }),
        querystring: scopeQuery,
        response: { 200: z.object({ data: z.array(articleSummarySchema) }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const rows = await listScope(lists, tenant.id, 'lat', request.params.page, request.query);
      return { data: rows.map(toArticleSummary) };
    },
  );
};
