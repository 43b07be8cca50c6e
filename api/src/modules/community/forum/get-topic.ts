import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { tenantQuery } from '../comments/comment-requests';
import type { ForumRepository } from './forum-repository';
import { asksAsManager, topicIdParams } from './forum-requests';
import { forumTopicSchema, toForumTopic } from './forum-topic-view';

/**
 * GET /api/v2/forum/topics/{id}: one topic of the tenant. Not a public answer: `can_moderate` depends
 * on who asks. Its posts are its comments (GET /api/v2/comments/forum/{id}).
 */
export const getTopicRoute: FastifyPluginAsyncZod<{ forum: ForumRepository }> = async (app, { forum }) => {
  app.get(
    '/api/v2/forum/topics/:id',
    {
      schema: {
        tags: ['Community'],
        summary: 'One forum topic',
        params: topicIdParams,
        querystring: tenantQuery,
        response: { 200: z.object({ data: forumTopicSchema }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const record = await forum.byId(tenant.id, request.params.id);
      // Another tenant's topic is "not found" too.
      if (record === null) throw new HttpError(404, request.t('forum.unknownTopic'));
      const canModerate = await asksAsManager(request);
      return { data: toForumTopic(record, { canModerate, deletedUser: request.t('community.deletedUser') }) };
    },
  );
};
