import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { askerOf, commentIdParams, tenantQuery } from './comment-requests';
import type { CommentThreads } from './comment-threads';
import { commentSchema } from './comment-view';

/**
 * GET /api/v2/comment/{id} (CMT-02): one comment with its replies, for the deep link
 * `?comment={id}#comments`. 404 when it does not exist, is deleted or is hidden from the asker.
 */
export const getCommentRoute: FastifyPluginAsyncZod<{ threads: CommentThreads }> = async (app, { threads }) => {
  app.get(
    '/api/v2/comment/:id',
    {
      schema: {
        tags: ['Community'],
        summary: 'One comment with its replies',
        params: commentIdParams,
        querystring: tenantQuery,
        response: { 200: z.object({ data: commentSchema }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const asker = await askerOf(request);
      const view = await threads.one(tenant.id, request.params.id, asker, request.t('community.deletedUser'));
      if (view === null) throw new HttpError(404, request.t('comments.unknownComment'));
      return { data: view };
    },
  );
};
