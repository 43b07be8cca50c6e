import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { fieldError } from '../../../lib/field-errors';
import { isManager } from '../../../lib/permissions';
import type { Notifier } from '../notifications/notifier';
import type { ResourceFinder } from '../resources/find-resources';
import { resourceTypes } from '../schema';
import { commentText } from './comment-content';
import { idParam, publishCommentEvent, requireResource, tenantQuery } from './comment-requests';
import type { CommentPages } from './comment-pages';
import type { CommentThreads } from './comment-threads';
import { commentSchema } from './comment-view';
import { type CommentWrites, postingTooFast } from './comment-writes';

const storeBody = z.object({
  reply_to: idParam.nullable().optional().describe('The comment replied to; null or absent for a top-level comment'),
  resource_id: idParam,
  resource_type: z.enum(resourceTypes),
  content: z.string().describe('Plain text, at most 5,000 characters'),
  client_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional()
    .describe('Idempotency key: a retry with the same key answers 200 with the comment it made'),
});

type StoreBody = z.infer<typeof storeBody>;

const storedAnswer = z.object({
  data: commentSchema,
  metaData: z.object({ message: z.string(), comments_count: z.number().int() }),
});

/**
 * POST /api/v2/comments and /api/v2/comments/reply (CMT-03): a comment or a reply on a resource of the
 * tenant. One transaction (`commentWrites.store`): the retry check (`client_key`, backed by the unique
 * index, so even two requests at once make one comment), the posting limit and double-post window
 * (decision 0016), the reply's parent, the insert, the parent author's notification; events after the
 * commit.
 */
export const storeCommentRoute: FastifyPluginAsyncZod<{
  commentWrites: CommentWrites;
  threads: CommentThreads;
  pages: CommentPages;
  notifier: Notifier;
  resources: ResourceFinder;
}> = async (app, { commentWrites, threads, pages, notifier, resources }) => {
  async function store(request: FastifyRequest, body: StoreBody, reply: FastifyReply, asReply: boolean) {
    const tenant = await request.requireTenant();
    const { user } = await request.requireUser();
    const t = request.t.bind(request);
    const replyTo = body.reply_to ?? null;
    if (asReply && replyTo === null) throw fieldError('reply_to', t('comments.replyToRequired'));
    if (!user.canPlaceComments) throw new HttpError(403, t('comments.notAllowed'));
    const content = commentText(body.content, 'content', t);
    const ref = { type: body.resource_type, id: body.resource_id };
    const resource = await requireResource(resources, request, tenant, ref);
    if (resource.closed === true) throw new HttpError(403, t('comments.topicClosed'));
    const asker = { userId: user.id, manager: isManager(user.role, user.isAdmin) };

    const outcome = await commentWrites.store({
      tenantId: tenant.id,
      userId: user.id,
      asker,
      ref,
      replyTo,
      content,
      clientKey: body.client_key,
      perMinute: app.config.rateLimit.enabled ? app.config.rateLimit.commentMax : null,
    });
    if ('refused' in outcome) {
      switch (outcome.refused) {
        case 'tooFast':
          throw postingTooFast(t);
        case 'double':
          throw fieldError('content', t('comments.duplicate'));
        case 'replyToUnknown':
          throw fieldError('reply_to', t('comments.replyToUnknown'));
      }
    }
    if (outcome.created) pages.forget(tenant.id, ref);

    const [view, count] = await Promise.all([
      threads.one(tenant.id, outcome.id, asker, t('community.deletedUser')),
      threads.visibleCount(tenant.id, ref),
    ]);
    if (view === null) throw new HttpError(404, t('comments.unknownComment'));
    if (outcome.created) {
      await publishCommentEvent(app, request, tenant, ref, 'CommentCreated', {
        id: outcome.id,
        replay_to: view.replay_to,
        user_id: user.id,
        comments_count: count,
      });
      await notifier.publish(tenant, outcome.pushes);
    }
    reply.code(outcome.created ? 201 : 200);
    return { data: view, metaData: { message: t('comments.posted'), comments_count: count } };
  }

  const schema = (summary: string) => ({
    tags: ['Community'],
    summary,
    security: [{ bearerAuth: [] }],
    querystring: tenantQuery,
    body: storeBody,
    response: {
      200: storedAnswer.describe('A retry with a client_key already used: the comment it made'),
      201: storedAnswer,
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      404: errorResponse,
      422: errorResponse,
      429: errorResponse,
    },
  });
  const preValidation = async (request: FastifyRequest) => {
    await request.requireUser();
  };

  app.post(
    '/api/v2/comments',
    {
      preValidation,
      config: { leavesAccountsUnchanged: true },
      schema: schema('Post a comment (or, with reply_to, a reply)'),
    },
    async (request, reply) => store(request, request.body, reply, false),
  );
  app.post(
    '/api/v2/comments/reply',
    { preValidation, config: { leavesAccountsUnchanged: true }, schema: schema('Reply to a comment') },
    async (request, reply) => store(request, request.body, reply, true),
  );
};
