import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { commentLabels } from './comment-labels';
import type { CommentPages } from './comment-pages';
import { askerOf, resourceParams } from './comment-requests';
import { commentsPerPage } from './comment-threads';
import { commentSchema, guestAsker } from './comment-view';

/**
 * GET /api/v2/comments/{type}/{id}?page (CMT-01): a page of 20 top-level comments, newest first, each
 * with its whole reply tree, as the asker may see them. A guest's answer is the same for every guest
 * and public (30 s); the user is read only when the request carries Authorization (docs/contracts.md
 * "Caching"), and such an answer is private. The part every reader shares is kept a few seconds
 * (comment-pages.ts); each request reads only the asker's own likes and reports.
 */
export const listCommentsRoute: FastifyPluginAsyncZod<{ pages: CommentPages }> = async (app, { pages }) => {
  app.get(
    '/api/v2/comments/:type/:id',
    {
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Community'],
        summary: "A page of a resource's comments with their replies",
        params: resourceParams,
        querystring: z.object({
          tenant_id: z.string().max(100).optional(),
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        }),
        response: {
          200: z.object({
            data: z.array(commentSchema),
            metaData: z.object({
              comments_count: z.number().int().describe('Visible comments of every level'),
              current_page: z.number().int(),
              last_page: z.number().int(),
              per_page: z.number().int(),
              other: z.object({ labels: z.record(z.string(), z.string()) }),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const ref = { type: request.params.type, id: request.params.id };
      const [summary, asker] = await Promise.all([
        pages.summary(tenant.id, ref),
        request.headers.authorization === undefined ? guestAsker : askerOf(request),
      ]);
      if (summary === null) throw new HttpError(404, request.t('comments.unknownResource'));
      const { page } = request.query;
      const lastPage = pages.lastPage(summary, asker);
      if (page > lastPage) throw new HttpError(400, request.t('comments.pageNotFound', { page }));
      const data = await pages.page(tenant.id, ref, page, summary, asker, request.t('community.deletedUser'));
      return {
        data,
        metaData: {
          comments_count: summary.visible,
          current_page: page,
          last_page: lastPage,
          per_page: commentsPerPage,
          other: { labels: commentLabels(tenant) },
        },
      };
    },
  );
};
