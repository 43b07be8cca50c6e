import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { tenantQuery } from '../comments/comment-requests';
import type { ForumRepository } from './forum-repository';
import { forumPageParams } from './forum-requests';
import { type ForumTopicLabels, renderForumTopicItems } from './forum-topic-items';
import { toForumTopic } from './forum-topic-view';

const forumPerPage = 20;

/**
 * GET /api/front/v1/forum/{page} (FRM-01): a page of the tenant's topics as HTML list items, rendered
 * here with React, pinned topics first, then by latest activity; `count` is every topic of the tenant,
 * so the next-page button shows while `current_page * per_page < count`. A page past the end is empty.
 */
export const listForumPageRoute: FastifyPluginAsyncZod<{ forum: ForumRepository }> = async (app, { forum }) => {
  app.get(
    '/api/front/v1/forum/:page',
    {
      // The same page for every visitor (labels follow Accept-Language, in Vary); a new post shows within 30 s.
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Community'],
        summary: 'A page of the forum list (HTML items)',
        description:
          '`html` is a run of `<li class="forum-topic">` items (title link, badges, author, comments, latest ' +
          'activity as DD-MM-YYYY HH:mm, Europe/Amsterdam), rendered by React with every text escaped.',
        params: forumPageParams,
        querystring: tenantQuery,
        response: {
          200: z.object({
            data: z.object({ html: z.string(), count: z.number().int().describe('Topics of the tenant') }),
            metaData: z.object({ current_page: z.number().int(), per_page: z.number().int() }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const page = request.params.page;
      const [records, count] = await Promise.all([
        forum.page(tenant.id, (page - 1) * forumPerPage, forumPerPage),
        forum.count(tenant.id),
      ]);
      const deletedUser = request.t('community.deletedUser');
      const topics = records.map((record) => toForumTopic(record, { canModerate: false, deletedUser }));
      const labels: ForumTopicLabels = {
        pinned: request.t('forum.label.pinned'),
        closed: request.t('forum.label.closed'),
        lastActivity: request.t('forum.label.lastActivity'),
        by: (username) => request.t('forum.label.by', { username }),
        comments: (n) =>
          n === 1 ? request.t('forum.label.oneComment') : request.t('forum.label.comments', { count: n }),
      };
      return {
        data: { html: renderForumTopicItems(topics, labels), count },
        metaData: { current_page: page, per_page: forumPerPage },
      };
    },
  );
};
