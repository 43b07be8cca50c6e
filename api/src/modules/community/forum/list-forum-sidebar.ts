import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { tenantQuery } from '../comments/comment-requests';
import type { ForumRepository } from './forum-repository';
import { forumPageParams } from './forum-requests';
import { forumItemSchema, toForumItem } from './forum-topic-view';

const forumSidebarPerPage = 10;

/**
 * GET /api/v1/forum/load-sidebar-list/{page} (FRM-02): the tenant's topics by latest activity, 10 a
 * page, each with the day (Europe/Amsterdam) the sidebar groups it under, written out in the reader's
 * language. One row more than a page is read to know whether another page follows.
 */
export const listForumSidebarRoute: FastifyPluginAsyncZod<{ forum: ForumRepository }> = async (app, { forum }) => {
  app.get(
    '/api/v1/forum/load-sidebar-list/:page',
    {
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Community'],
        summary: 'A page of the forum sidebar, grouped by day',
        params: forumPageParams,
        querystring: tenantQuery,
        response: {
          200: z.object({
            data: z.array(forumItemSchema),
            metaData: z.object({
              current_page: z.number().int(),
              per_page: z.number().int(),
              has_more: z.boolean(),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const page = request.params.page;
      const records = await forum.latestActivity(tenant.id, (page - 1) * forumSidebarPerPage, forumSidebarPerPage + 1);
      return {
        data: records.slice(0, forumSidebarPerPage).map((record) => toForumItem(record, request.locale)),
        metaData: { current_page: page, per_page: forumSidebarPerPage, has_more: records.length > forumSidebarPerPage },
      };
    },
  );
};
