import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { ajaxArticleSchema, toAjaxArticle } from './ajax-article';
import { listCache, offsetQuery, tenantIdQuery } from './list-requests';
import type { ListsRepository } from './lists-repository';

const perCall = 5;

/** GET /ajax/articles/latest/1?offset (ART-05): the sidebar's latest news (kind news), 5 a call from `offset`. */
export const listSidebarLatestArticlesRoute: FastifyPluginAsyncZod<{ lists: ListsRepository }> = async (
  app,
  { lists },
) => {
  app.get(
    '/ajax/articles/latest/1',
    {
      config: listCache,
      schema: {
        tags: ['Content'],
        summary: 'Sidebar: latest news',
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
      const records = await lists.latest(tenant.id, { kinds: ['news'], offset: request.query.offset, limit: perCall });
      return { data: { latestArticles: records.map(toAjaxArticle) } };
    },
  );
};
