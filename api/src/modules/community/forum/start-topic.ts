import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Translate } from '../../../i18n/messages';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { createFieldErrors, fieldError } from '../../../lib/field-errors';
import { isManager } from '../../../lib/permissions';
import { commentText } from '../comments/comment-content';
import type { CommentPages } from '../comments/comment-pages';
import { tenantQuery } from '../comments/comment-requests';
import { postingTooFast } from '../comments/comment-writes';
import type { ForumRepository } from './forum-repository';
import { forumTopicSchema, toForumTopic } from './forum-topic-view';

const titleCharacters = { min: 3, max: 150 } as const;

const startBody = z.object({
  title: z.string().describe(`${titleCharacters.min}–${titleCharacters.max} characters after trimming`),
  content: z.string().describe('The first post: a comment (plain text, at most 5,000 characters)'),
  // The comments' key (store-comment.ts): the first post carries it, so one key names one post.
  client_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional()
    .describe('Idempotency key: a retry with the same key answers 200 with the topic it made'),
});

const startedAnswer = z.object({ data: forumTopicSchema, metaData: z.object({ message: z.string() }) });

/** The title as stored (trimmed), or its problem under `title`; counted in code points, as comments are. */
function checkTitle(raw: string, t: Translate, problems: ReturnType<typeof createFieldErrors>): string {
  const title = raw.trim();
  const length = [...title].length;
  const attribute = t('attribute.title');
  if (length === 0) problems.add('title', t('validation.required', { attribute }));
  else if (length < titleCharacters.min)
    problems.add('title', t('validation.minString', { attribute, min: titleCharacters.min }));
  else if (length > titleCharacters.max)
    problems.add('title', t('validation.maxString', { attribute, max: titleCharacters.max }));
  return title;
}

/** The first post's text by the comment rules, its problem (if any) added to the others. */
function checkContent(raw: string, t: Translate, problems: ReturnType<typeof createFieldErrors>): string {
  try {
    return commentText(raw, 'content', t);
  } catch (error) {
    if (!(error instanceof HttpError) || error.errors === undefined) throw error;
    for (const [field, messages] of Object.entries(error.errors))
      for (const text of messages) problems.add(field, text);
    return '';
  }
}

/**
 * POST /api/v2/forum/topics (FRM-01): a fan starts a topic. One transaction (`forum.start`) writes the
 * topic and its first post, a comment of the topic written by issue 13's code (comment-writes.ts): the
 * same retry key, posting limit (COMMENT_RATE_LIMIT, counted over the fan's comments in the database, so
 * starting topics and commenting share it) and double-post window, here for the title. The trigger of
 * decision 0018 sets the topic's `comments_count` and `last_comment_at` from the post.
 */
export const startTopicRoute: FastifyPluginAsyncZod<{ forum: ForumRepository; pages: CommentPages }> = async (
  app,
  { forum, pages },
) => {
  app.post(
    '/api/v2/forum/topics',
    {
      preValidation: async (request) => {
        await request.requireUser();
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Community'],
        summary: 'Start a forum topic with its first post',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        body: startBody,
        response: {
          200: startedAnswer.describe('A retry with a client_key already used: the topic it made'),
          201: startedAnswer,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const t = request.t.bind(request);
      if (!user.canPlaceComments) throw new HttpError(403, t('comments.notAllowed'));
      const problems = createFieldErrors();
      const title = checkTitle(request.body.title, t, problems);
      const content = checkContent(request.body.content, t, problems);
      problems.throwIfAny(t('error.validationFailed'));

      const outcome = await forum.start({
        tenantId: tenant.id,
        userId: user.id,
        title,
        content,
        clientKey: request.body.client_key,
        perMinute: app.config.rateLimit.enabled ? app.config.rateLimit.commentMax : null,
      });
      if ('refused' in outcome) {
        switch (outcome.refused) {
          case 'tooFast':
            throw postingTooFast(t);
          case 'double':
            throw fieldError('title', t('forum.duplicateTitle'));
          case 'clientKeyUsed':
            throw fieldError('client_key', t('forum.clientKeyUsed'));
        }
      }
      if (outcome.created) pages.forget(tenant.id, { type: 'forum', id: outcome.topicId });

      const record = await forum.byId(tenant.id, outcome.topicId);
      if (record === null) throw new HttpError(404, t('forum.unknownTopic'));
      reply.code(outcome.created ? 201 : 200);
      const canModerate = isManager(user.role, user.isAdmin);
      return {
        data: toForumTopic(record, { canModerate, deletedUser: t('community.deletedUser') }),
        metaData: { message: t('forum.started') },
      };
    },
  );
};
