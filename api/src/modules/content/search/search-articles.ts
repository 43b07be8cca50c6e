import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { ajaxArticleSchema, toAjaxArticle } from '../lists/ajax-article';
import { exactResultCountUpTo, type SearchRepository } from './search-repository';

/** ART-04: results per call. */
const perCall = 10;
/** ART-04: the longest search, in characters, after trimming. */
const maxQueryLength = 200;

const searchArticleSchema = ajaxArticleSchema
  .extend({
    title_html: z
      .string()
      .describe('The title as HTML: escaped text with the matched words in <mark>…</mark>, and no other markup'),
    content_html: z
      .string()
      .describe(
        'About 35 words of the excerpt (with content=on: of the excerpt and the body) around the best match, as ' +
          'escaped text with the matched words in <mark>…</mark>; the beginning when only the title matched',
      ),
  })
  .meta({ id: 'SearchArticle' });

/**
 * GET /ajax/search?offset&query&content=on|off (ART-04): the tenant's published articles that match
 * `query`, newest first, 10 a call from `offset`; `result_count` is every match, counted up to 100 (then
 * "more than that": `result_count_capped`; SCL-04). Postgres full-text
 * search in the tenant's language (decision 0022): `content=off` searches title and excerpt,
 * `content=on` the body too. The query is trimmed; an empty one or one over 200 characters is a 422
 * under `query`, as a form's field would be.
 */
export const searchArticlesRoute: FastifyPluginAsyncZod<{ search: SearchRepository }> = async (app, { search }) => {
  app.get(
    '/ajax/search',
    {
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Content'],
        summary: 'Search articles',
        querystring: z.object({
          tenant_id: z.string().max(100).optional(),
          query: z.string().optional().describe(`What to look for: 1 to ${maxQueryLength} characters once trimmed`),
          content: z.enum(['on', 'off']).default('off').describe('on: search the body too'),
          offset: z.coerce.number().int().min(0).max(10_000).default(0).describe('Results already shown'),
        }),
        response: {
          200: z.object({
            data: z.object({
              latestArticles: z.array(searchArticleSchema),
              result_count: z
                .number()
                .int()
                .describe('Every match, not only this call’s; with result_count_capped, at least this many'),
              result_count_capped: z
                .boolean()
                .describe(
                  `true when more than ${exactResultCountUpTo} articles (or the articles up to this call) match: ` +
                    'result_count is then where counting stopped, shown as "more than 100"',
                ),
              order: z
                .literal('newest')
                .describe('The matches come newest first (by publication date), not by relevance'),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const text = (request.query.query ?? '').trim();
      if (text === '') {
        const message = request.t('search.queryRequired');
        throw new HttpError(422, message, { query: [message] });
      }
      if (Array.from(text).length > maxQueryLength) {
        const message = request.t('search.queryTooLong', { max: maxQueryLength });
        throw new HttpError(422, message, { query: [message] });
      }
      const { records, total, totalCapped } = await search.search(tenant.id, tenant.language, text, {
        withContent: request.query.content === 'on',
        offset: request.query.offset,
        limit: perCall,
      });
      return {
        data: {
          latestArticles: records.map((record) => ({
            ...toAjaxArticle(record),
            title_html: record.titleHtml,
            content_html: record.contentHtml,
          })),
          result_count: total,
          result_count_capped: totalCapped,
          order: 'newest' as const,
        },
      };
    },
  );
};
