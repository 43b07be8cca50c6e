import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { ajaxArticleSchema, toAjaxArticle } from './ajax-article';
import { listCache, offsetQuery, tenantIdQuery } from './list-requests';
import { type ListsRepository, newsKinds } from './lists-repository';

const perCall = 5;
const days = 30;

/**
 * GET /article/sidebar-popular-articles?offset (ART-05): the sidebar's popular list, the most visited of
 * the articles published in the last 30 days, 5 a call from `offset`.
 */
export const listSidebarPopularArticlesRoute: FastifyPluginAsyncZod<{
  lists: ListsRepository;
  now?: () => Date;
}> = async (app, options) => {
  const { lists } = options;
  const now = options.now ?? (() => new Date());
  app.get(
    '/article/sidebar-popular-articles',
    {
      config: listCache,
      schema: {
        tags: ['Content'],
        summary: 'Sidebar: popular articles of the last 30 days',
        querystring: z.object({ tenant_id: tenantIdQuery, offset: offsetQuery }),
        response: {
          200: z.object({ data: z.object({ popularArticles: z.array(ajaxArticleSchema) }) }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const since = new Date(now().getTime() - days * 24 * 60 * 60 * 1000);
      const records = await lists.mostVisited(tenant.id, {
        kinds: newsKinds,
        since,
        offset: request.query.offset,
        limit: perCall,
      });
      return { data: { popularArticles: records.map(toAjaxArticle) } };
    },
  );
};
