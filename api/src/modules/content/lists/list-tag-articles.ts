import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { ajaxArticleSchema, toAjaxArticle } from './ajax-article';
import { listCache, listLabels, pageNumber, pageSize, tenantIdQuery } from './list-requests';
import { type ListsRepository, pageWindow } from './lists-repository';

/**
 * GET /ajax/tag/{tag_id}/load-latest-articles/{page}/{page_size} (ART-03, ART-06): a page of a tag's
 * articles, newest first; pages count from 0 and each holds `page_size`. A page past the end is empty
 * (the page's next button goes off), an unknown tag a 404.
 */
export const listTagArticlesRoute: FastifyPluginAsyncZod<{ lists: ListsRepository }> = async (app, { lists }) => {
  app.get(
    '/ajax/tag/:tag_id/load-latest-articles/:page/:page_size',
    {
      config: listCache,
      schema: {
        tags: ['Content'],
        summary: "A page of a tag's articles",
        params: z.object({
          tag_id: z.coerce.number().int().positive().max(2_147_483_647),
          page: pageNumber(0),
          page_size: pageSize,
        }),
        querystring: z.object({
          tenant_id: tenantIdQuery,
          format: z.string().max(20).optional().describe('Accepted for old links; the answer is JSON either way'),
        }),
        response: {
          200: z.object({
            data: z.object({
              latestArticles: z.array(ajaxArticleSchema),
              result_count: z.number().int().describe('Articles on this page'),
              total_count: z.number().int().describe('Published articles of the tag'),
              by_translation: z.string().describe("'by' / 'door', in the tenant's language"),
              comments_translation: z.string().describe("'comments' / 'reacties', in the tenant's language"),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { tag_id: tagId, page, page_size: size } = request.params;
      const tag = await lists.tagById(tenant.id, tagId);
      if (tag === undefined) throw new HttpError(404, request.t('lists.unknownTag'));
      const window = pageWindow(page, { pageSize: size, firstPageSize: size }, 0);
      const [records, total] = await Promise.all([
        lists.byTag(tenant.id, tag.id, window),
        lists.countByTag(tenant.id, tag.id, {}),
      ]);
      return {
        data: {
          latestArticles: records.map(toAjaxArticle),
          result_count: records.length,
          total_count: total,
          ...listLabels(tenant.language),
        },
      };
    },
  );
};
