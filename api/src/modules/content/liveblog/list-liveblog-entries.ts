import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { LiveblogRepository } from './liveblog-repository';
import { idValue } from './liveblog-requests';
import { entriesPerPage, liveblogChannel, liveblogItemSchema, toLiveblogItem, withCleanAd } from './liveblog-view';

/**
 * GET /api/v1/resource/{id}/liveblogs-as-html?last_id (LB-01): the live blog of article {id}, ten entries
 * at a time as HTML blocks, pinned first, then newest first. `last_id` continues after that entry (the
 * page's load-more); an id that is no longer an entry (deleted meanwhile) continues among the unpinned
 * entries older than it. The same answer for every reader: the API keeps it until the tenant's content
 * changes (every entry write drops it), and browsers revalidate it each time.
 */
export const listLiveblogEntriesRoute: FastifyPluginAsyncZod<{ liveblogs: LiveblogRepository }> = async (
  app,
  { liveblogs },
) => {
  app.get(
    '/api/v1/resource/:id/liveblogs-as-html',
    {
      config: { publicCache: { maxAgeSeconds: 0, keptUntilChanged: true } },
      schema: {
        tags: ['Content'],
        summary: "An article's live blog entries as HTML blocks",
        description:
          'Pinned entries first, then newest first, 10 per call; `last_id` continues after that entry. Each ' +
          "item's `html` is rendered by the API (labels in the tenant's language, body sanitized). Real-time " +
          'changes arrive on the public channel `liveblog-{id}` as `LiveblogEvent` (docs/contracts.md).',
        params: z.object({ id: idValue.describe('The article id') }),
        querystring: z.object({
          last_id: idValue.optional().describe('The last entry the page has: the answer continues after it'),
          tenant_id: z.string().max(100).optional(),
        }),
        response: {
          200: z.object({
            data: z.array(liveblogItemSchema),
            metaData: z.object({
              article_id: z.number().int(),
              liveblog_id: z.number().int(),
              fixture_id: z.number().int().nullable(),
              channel: z.string(),
              per_page: z.number().int(),
              total: z.number().int().describe('Entries of the live blog'),
              has_more: z.boolean().describe('Whether entries follow the last one of this answer'),
              adHtml: z.string(),
              blocks_count_to_place_ad: z.number().int(),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const articleId = request.params.id;
      // An unknown article, another tenant's, a scheduled one or one without a live blog: all "none".
      const stored = await liveblogs.ofPublishedArticle(tenant.id, articleId);
      if (stored === null) throw new HttpError(404, request.t('liveblog.noLiveblog'));
      const liveblog = withCleanAd(stored, tenant.language);
      const lastId = request.query.last_id;
      const cursor = lastId === undefined ? null : await liveblogs.cursor(liveblog.id, lastId);
      const [rows, total] = await Promise.all([
        liveblogs.page(liveblog.id, cursor, entriesPerPage + 1),
        liveblogs.count(liveblog.id),
      ]);
      const now = new Date();
      const items = rows.slice(0, entriesPerPage).map((entry) => toLiveblogItem(entry, liveblog, tenant.language, now));
      return {
        data: items,
        metaData: {
          article_id: liveblog.articleId,
          liveblog_id: liveblog.id,
          fixture_id: liveblog.fixtureId,
          channel: liveblogChannel(liveblog.articleId),
          per_page: entriesPerPage,
          total,
          has_more: rows.length > entriesPerPage,
          adHtml: liveblog.adHtml,
          blocks_count_to_place_ad: liveblog.blocksCountToPlaceAd,
        },
      };
    },
  );
};
