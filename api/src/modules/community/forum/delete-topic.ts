import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { CommentPages } from '../comments/comment-pages';
import { tenantQuery } from '../comments/comment-requests';
import { requireManager } from '../moderation/require-manager';
import type { Notifier } from '../notifications/notifier';
import type { ForumRepository } from './forum-repository';
import { topicIdParams } from './forum-requests';

/**
 * DELETE /api/v2/forum/topics/{id}: a manager deletes a topic and everything on it, in one transaction:
 * its comments (with their likes, reports and notifications; the fans whose notifications go are told
 * after the commit), its claps and visits, and the topic.
 */
export const deleteTopicRoute: FastifyPluginAsyncZod<{
  forum: ForumRepository;
  pages: CommentPages;
  notifier: Notifier;
}> = async (app, { forum, pages, notifier }) => {
  app.delete(
    '/api/v2/forum/topics/:id',
    {
      preValidation: async (request) => {
        await requireManager(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Community'],
        summary: 'Delete a forum topic and its comments (managers)',
        security: [{ bearerAuth: [] }],
        params: topicIdParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: z.null(), metaData: z.object({ message: z.string() }) }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { id } = request.params;
      const deleted = await forum.delete(tenant.id, id);
      if ('refused' in deleted) throw new HttpError(404, request.t('forum.unknownTopic'));
      const { pushes } = deleted;
      pages.forget(tenant.id, { type: 'forum', id });
      await notifier.publish(tenant, pushes);
      return { data: null, metaData: { message: request.t('forum.deleted') } };
    },
  );
};
