import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { CommentPages } from '../comments/comment-pages';
import { tenantQuery } from '../comments/comment-requests';
import { requireManager } from '../moderation/require-manager';
import type { ForumRepository } from './forum-repository';
import { topicIdParams } from './forum-requests';
import { forumTopicSchema, toForumTopic } from './forum-topic-view';

/**
 * PATCH /api/v2/forum/topics/{id}: a manager pins or unpins, closes or reopens a topic. A closed topic
 * takes no new comments (store-comment.ts answers 403); what is already there stays.
 */
export const moderateTopicRoute: FastifyPluginAsyncZod<{ forum: ForumRepository; pages: CommentPages }> = async (
  app,
  { forum, pages },
) => {
  app.patch(
    '/api/v2/forum/topics/:id',
    {
      // 401 for a guest and 403 for a fan before the body is looked at.
      preValidation: async (request) => {
        await requireManager(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Community'],
        summary: 'Pin or close a forum topic (managers)',
        security: [{ bearerAuth: [] }],
        params: topicIdParams,
        querystring: tenantQuery,
        body: z.object({
          pinned: z.boolean().optional().describe('Pinned topics come first in the list'),
          closed: z.boolean().optional().describe('A closed topic takes no new comments'),
        }),
        response: {
          200: z.object({ data: forumTopicSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { id } = request.params;
      const { pinned, closed } = request.body;
      const flags = { ...(pinned === undefined ? {} : { pinned }), ...(closed === undefined ? {} : { closed }) };
      const found =
        Object.keys(flags).length === 0
          ? (await forum.byId(tenant.id, id)) !== null
          : await forum.setFlags(tenant.id, id, flags);
      if (!found) throw new HttpError(404, request.t('forum.unknownTopic'));
      pages.forget(tenant.id, { type: 'forum', id });
      const record = await forum.byId(tenant.id, id);
      if (record === null) throw new HttpError(404, request.t('forum.unknownTopic'));
      return { data: toForumTopic(record, { canModerate: true, deletedUser: request.t('community.deletedUser') }) };
    },
  );
};
