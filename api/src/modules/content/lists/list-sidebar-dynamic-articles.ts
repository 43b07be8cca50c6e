import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { ajaxArticleSchema, toAjaxArticle } from './ajax-article';
import { listCache, pageNumber, tenantQuery } from './list-requests';
import { type ListsRepository, newsKinds, pageWindow } from './lists-repository';

const perPage = 5;
const days = 7;

/**
 * GET /ajax/article/sidebar-dynamic-articles/{page} (ART-05): the sidebar's dynamic list, the articles
 * with the most visible comments written in the last 7 days first, then the others newest first (so
 * a quiet week still fills the list). Pages count from 1, 5 a page; a page past the end is empty.
 */
export const listSidebarDynamicArticlesRoute: FastifyPluginAsyncZod<{
  lists: ListsRepository;
  now?: () => Date;
}> = async (app, options) => {
  const { lists } = options;
  const now = options.now ?? (() => new Date());
  app.get(
    '/ajax/article/sidebar-dynamic-articles/:page',
    {
      config: listCache,
      schema: {
        tags: ['Content'],
        summary: 'Sidebar: most discussed articles of the week',
        params: z.object({ page: pageNumber(1) }),
        querystring: tenantQuery,
        response: {
          200: z.object({ data: z.object({ articles: z.array(ajaxArticleSchema) }) }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const since = new Date(now().getTime() - days * 24 * 60 * 60 * 1000);
      const window = pageWindow(request.params.page, { pageSize: perPage, firstPageSize: perPage }, 1);
      const records = await lists.mostCommentedSince(tenant.id, since, { ...window, kinds: newsKinds });
      return { data: { articles: records.map(toAjaxArticle) } };
    },
  );
};
