import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { CommentPages } from './comment-pages';
import { commentIdParams, tenantQuery } from './comment-requests';
import type { CommentWrites } from './comment-writes';

/** Reports a fan may make a day (research/community.md §4: Discourse's max_flags_per_day). */
const reportsPerDay = 20;

/**
 * PATCH /api/v2/comments/{id}/report (CMT-06): a fan reports someone else's visible comment to the
 * moderators, once (reporting again answers the same). Who reported is never shown to anyone.
 */
export const reportCommentRoute: FastifyPluginAsyncZod<{ commentWrites: CommentWrites; pages: CommentPages }> = async (
  app,
  { commentWrites, pages },
) => {
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
      const outcome = await commentWrites.report({
        tenantId: tenant.id,
        commentId: request.params.id,
        userId: user.id,
        perDay: reportsPerDay,
      });
      if ('refused' in outcome) {
        switch (outcome.refused) {
          case 'unknownComment':
            throw new HttpError(404, t('comments.unknownComment'));
          case 'own':
            throw new HttpError(422, t('comments.reportOwn'));
          case 'tooMany':
            throw new HttpError(429, t('comments.tooManyReports'));
        }
      }
      const { reported } = outcome;
      // A manager's list shows the open reports.
      if (reported !== null) pages.forget(tenant.id, reported);
      return answer;
    },
  );
};
