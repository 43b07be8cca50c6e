import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { commentSchema } from '../comments/comment-view';
import type { CommentThreads } from '../comments/comment-threads';
import { findResources, resourceKey } from '../resources/find-resources';
import { commentReports, comments, resourceTypes } from '../schema';
import { requireManager } from './require-manager';

const perPage = 20;

/**
 * GET /api/v2/moderation/reported?page (managers): the tenant's comments with open reports, most
 * reported first, each with where it was written. Who reported is never part of the answer.
 */
export const listReportedCommentsRoute: FastifyPluginAsyncZod<{ threads: CommentThreads }> = async (
  app,
  { threads },
) => {
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
      const open = and(eq(commentReports.tenantId, tenant.id), isNull(commentReports.resolvedAt));
      const reportsCount = sql<number>`count(*)::int`;
      const lastReportedAt = sql<Date>`max(${commentReports.createdAt})`.mapWith(commentReports.createdAt);
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            commentId: commentReports.commentId,
            resourceType: comments.resourceType,
            resourceId: comments.resourceId,
            reportsCount,
            lastReportedAt,
          })
          .from(commentReports)
          .innerJoin(comments, and(eq(comments.id, commentReports.commentId), eq(comments.tenantId, tenant.id)))
          .where(open)
          .groupBy(commentReports.commentId, comments.resourceType, comments.resourceId)
          .orderBy(desc(reportsCount), desc(lastReportedAt), desc(commentReports.commentId))
          .limit(perPage)
          .offset((page - 1) * perPage),
        app.db
          .select({ count: sql<number>`count(distinct ${commentReports.commentId})::int` })
          .from(commentReports)
          .where(open),
      ]);
      const asker = { userId: manager.id, manager: true };
      const [views, resources] = await Promise.all([
        threads.flat(
          tenant.id,
          rows.map((row) => row.commentId),
          asker,
          request.t('community.deletedUser'),
        ),
        findResources(
          app.db,
          tenant.id,
          rows.map((row) => ({ type: row.resourceType, id: row.resourceId })),
        ),
      ]);
      const data = rows.flatMap((row) => {
        const comment = views.get(row.commentId);
        if (comment === undefined) return [];
        const resource = resources.get(resourceKey({ type: row.resourceType, id: row.resourceId }));
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
        metaData: { current_page: page, last_page: Math.max(1, Math.ceil(Number(total?.count ?? 0) / perPage)) },
      };
    },
  );
};
