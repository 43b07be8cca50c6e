import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { commentReports, comments } from '../schema';
import type { CommentPages } from './comment-pages';
import { commentIdParams, tenantQuery } from './comment-requests';
import { refOf } from './comment-writes';

/** Reports a fan may make a day (research/community.md §4: Discourse's max_flags_per_day). */
export const reportsPerDay = 20;

/**
 * PATCH /api/v2/comments/{id}/report (CMT-06): a fan reports someone else's visible comment to the
 * moderators, once (reporting again answers the same). Who reported is never shown to anyone.
 */
export const reportCommentRoute: FastifyPluginAsyncZod<{ pages: CommentPages }> = async (app, { pages }) => {
  app.patch(
    '/api/v2/comments/:id/report',
    {
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Community'],
        summary: 'Report a comment to the moderators',
        security: [{ bearerAuth: [] }],
        params: commentIdParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: z.null(), metaData: z.object({ message: z.string() }) }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const t = request.t.bind(request);
      const answer = { data: null, metaData: { message: t('comments.reported') } };
      const reported = await app.db.transaction(async (tx) => {
        const [comment] = await tx
          .select({
            userId: comments.userId,
            status: comments.status,
            resourceType: comments.resourceType,
            resourceId: comments.resourceId,
          })
          .from(comments)
          .where(and(eq(comments.tenantId, tenant.id), eq(comments.id, request.params.id)))
          .limit(1);
        if (comment === undefined || comment.status !== 'visible') {
          throw new HttpError(404, t('comments.unknownComment'));
        }
        if (comment.userId === user.id) throw new HttpError(422, t('comments.reportOwn'));
        const [already] = await tx
          .select({ userId: commentReports.userId })
          .from(commentReports)
          .where(and(eq(commentReports.commentId, request.params.id), eq(commentReports.userId, user.id)))
          .limit(1);
        if (already !== undefined) return null;
        const [today] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(commentReports)
          .where(
            and(
              eq(commentReports.tenantId, tenant.id),
              eq(commentReports.userId, user.id),
              gt(commentReports.createdAt, new Date(Date.now() - 24 * 60 * 60_000)),
            ),
          );
        if (Number(today?.count ?? 0) >= reportsPerDay) {
          throw new HttpError(429, t('comments.tooManyReports'));
        }
        await tx
          .insert(commentReports)
          .values({ tenantId: tenant.id, commentId: request.params.id, userId: user.id })
          .onConflictDoNothing();
        return refOf(comment);
      });
      // A manager's list shows the open reports.
      if (reported !== null) pages.forget(tenant.id, reported);
      return answer;
    },
  );
};
