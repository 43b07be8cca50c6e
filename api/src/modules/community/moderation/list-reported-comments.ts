import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { commentSchema } from '../comments/comment-view';
import type { CommentThreads } from '../comments/comment-threads';
import { type ResourceFinder, resourceKey } from '../resources/find-resources';
import { resourceTypes } from '../schema';
import type { ModerationRepository } from './moderation-repository';
import { requireManager } from './require-manager';

const perPage = 20;

/**
 * GET /api/v2/moderation/reported?page (managers): the tenant's comments with open reports, most
 * reported first, each with where it was written. Who reported is never part of the answer.
 */
export const listReportedCommentsRoute: FastifyPluginAsyncZod<{
  moderation: ModerationRepository;
  threads: CommentThreads;
  resources: ResourceFinder;
}> = async (app, { moderation, threads, resources }) => {
  app.get(
    '/api/v2/moderation/reported',
    {
      preValidation: async (request) => {
        await requireManager(request);
      },
      schema: {
        tags: ['Community'],
        summary: 'Reported comments (moderators)',
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          tenant_id: z.string().max(100).optional(),
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                comment: commentSchema,
                reports_count: z.number().int(),
                last_reported_at: z.string(),
                resource: z.object({
                  type: z.enum(resourceTypes),
                  id: z.number().int(),
                  title: z.string(),
                  url: z.string(),
                }),
              }),
            ),
            metaData: z.object({ current_page: z.number().int(), last_page: z.number().int() }),
          }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const manager = await requireManager(request);
      const { page } = request.query;
      const { rows, total } = await moderation.reportedPage(tenant.id, (page - 1) * perPage, perPage);
      const asker = { userId: manager.id, manager: true };
      const [views, found] = await Promise.all([
        threads.flat(
          tenant.id,
          rows.map((row) => row.commentId),
          asker,
          request.t('community.deletedUser'),
        ),
        resources.many(
          tenant.id,
          rows.map((row) => ({ type: row.resourceType, id: row.resourceId })),
        ),
      ]);
      const data = rows.flatMap((row) => {
        const comment = views.get(row.commentId);
        if (comment === undefined) return [];
        const resource = found.get(resourceKey({ type: row.resourceType, id: row.resourceId }));
        return [
          {
            comment,
            reports_count: Number(row.reportsCount),
            last_reported_at: row.lastReportedAt.toISOString(),
            resource: {
              type: row.resourceType,
              id: row.resourceId,
              title: resource?.title ?? '',
              url: resource?.url ?? '',
            },
          },
        ];
      });
      return {
        data,
        metaData: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) },
      };
    },
  );
};
