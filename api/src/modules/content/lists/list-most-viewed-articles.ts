import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { ajaxArticleSchema, toAjaxArticle } from './ajax-article';
import { listCache, offsetQuery, tenantIdQuery } from './list-requests';
import { type ListsRepository, newsKinds } from './lists-repository';

const perCall = 10;

/**
 * GET /article/most-view-articles?offset (ART-05): the most-read list, most visits first
 * (`resource_stats.visits_count`, newest first among equals), 10 a call from `offset`. Biographies
 * have their own list and stay out.
 */
export const listMostViewedArticlesRoute: FastifyPluginAsyncZod<{ lists: ListsRepository }> = async (
  app,
  { lists },
) => {
  app.get(
    '/article/most-view-articles',
    {
      config: listCache,
      schema: {
        tags: ['Content'],
        summary: 'Most-read articles',
        querystring: z.object({ tenant_id: tenantIdQuery, offset: offsetQuery }),
        response: {
          200: z.object({ data: z.object({ latestArticles: z.array(ajaxArticleSchema) }) }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const records = await lists.mostVisited(tenant.id, {
        kinds: newsKinds,
        offset: request.query.offset,
        limit: perCall,
      });
      return { data: { latestArticles: records.map(toAjaxArticle) } };
    },
  );
};
