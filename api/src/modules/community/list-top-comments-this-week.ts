import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import type { CommentsRepository } from './comments-repository';
import { sidebarCommentSchema, toSidebarComment } from './sidebar-comment-view';

/** GET /api/v2/comments/top-this-week (CMT-15): the most liked visible comments of the last 7 days. */
export const listTopCommentsThisWeekRoute: FastifyPluginAsyncZod<{ comments: CommentsRepository }> = async (
  app,
  { comments },
) => {
  app.get(
    '/api/v2/comments/top-this-week',
    {
      // Public comments, the same for every visitor (the deleted-user name follows Accept-Language, in Vary).
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Community'],
        summary: 'Most liked comments of the week (sidebar)',
        querystring: z.object({
          tenant_id: z.string().optional(),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: z.object({ data: z.array(sidebarCommentSchema) }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const rows = await comments.topThisWeek(tenant.id, request.query.limit);
      return { data: rows.map((row) => toSidebarComment(row, request.t('community.deletedUser'))) };
    },
  );
};
