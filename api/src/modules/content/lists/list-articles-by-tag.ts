import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translator } from '../../../i18n/messages';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { toAjaxArticle } from './ajax-article';
import { type ArticleListLabels, renderArticleListHtml } from './article-list-html';
import { listCache, pageNumber, pageSize, tenantQuery } from './list-requests';
import { type ListsRepository, pageWindow } from './lists-repository';

const flag = z.enum(['0', '1']);

/**
 * GET /ajax/article/by-tag/{slug}/{page}/{page_size}/{first_page_size}/{hide_setting}/{sticky} (ART-03):
 * a page of a tag's articles as server-rendered HTML (React), in the tag's template: news cards, or the
 * photo grid of a photo-report tag. Pages count from 0; page 0 holds `first_page_size`, later pages
 * `page_size`. `hide_setting=1` leaves out articles marked hide-in-lists, `sticky=1` puts sticky ones
 * first. `result_count` is the number of articles on the page: 0 past the end (the next button goes off).
 */
export const listArticlesByTagRoute: FastifyPluginAsyncZod<{ lists: ListsRepository; now?: () => Date }> = async (
  app,
  options,
) => {
  const { lists } = options;
  const now = options.now ?? (() => new Date());
  app.get(
    '/ajax/article/by-tag/:slug/:page/:page_size/:first_page_size/:hide_setting/:sticky',
    {
      config: listCache,
      schema: {
        tags: ['Content'],
        summary: "A page of a tag's articles as HTML",
        description:
          '`html`: `<article class="tag-article">` cards (image, title link, excerpt, date, author, comments), or for a photo-report tag one `<ul class="photo-reports">` of `<li class="photo-report">` items; \'\' for an empty page. Every text is escaped by React. Labels in the tenant\'s language.',
        params: z.object({
          slug: z.string().min(1).max(200),
          page: pageNumber(0),
          page_size: pageSize,
          first_page_size: pageSize,
          hide_setting: flag.describe('1: leave out the articles marked hide-in-lists'),
          sticky: flag.describe('1: sticky articles first'),
        }),
        querystring: tenantQuery,
        response: {
          200: z.object({
            data: z.object({
              html: z.string(),
              result_count: z.number().int().describe('Articles on this page'),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { slug, page, page_size: size, first_page_size: firstSize, hide_setting, sticky } = request.params;
      const tag = await lists.tagBySlug(tenant.id, slug);
      if (tag === undefined) throw new HttpError(404, request.t('lists.unknownTag'));
      const window = pageWindow(page, { pageSize: size, firstPageSize: firstSize }, 0);
      const records = await lists.byTag(tenant.id, tag.id, {
        ...window,
        leaveOutHidden: hide_setting === '1',
        stickyFirst: sticky === '1',
      });
      const t = translator(tenant.language);
      const labels: ArticleListLabels = {
        by: t('lists.label.by'),
        comments: (count) => (count === 1 ? t('lists.label.oneComment') : t('lists.label.manyComments', { count })),
        photoReport: t('lists.label.photoReport'),
        sticky: t('lists.label.sticky'),
      };
      const items = records.map((record) => ({
        ...toAjaxArticle(record),
        // Marked only where the list puts sticky articles first.
        is_sticky: sticky === '1' && record.isSticky,
      }));
      return {
        data: {
          html: renderArticleListHtml(items, { template: tag.template, labels, now: now() }),
          result_count: records.length,
        },
      };
    },
  );
};
