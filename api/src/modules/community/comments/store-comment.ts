import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Transaction } from '../../../db/client';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { fieldError } from '../../../lib/field-errors';
import { isManager } from '../../../lib/permissions';
import { fixtures, matchSimulations } from '../../matchcenter/schema';
import type { NotificationPush, Notifier } from '../notifications/notifier';
import { comments, resourceTypes } from '../schema';
import { commentText } from './comment-content';
import { idParam, publishCommentEvent, requireResource, tenantQuery } from './comment-requests';
import type { CommentPages } from './comment-pages';
import type { CommentThreads } from './comment-threads';
import { commentSchema, isShownTo } from './comment-view';
import { admitPost, insertComment, isDuplicate, postingTooFast } from './comment-writes';

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

/** The match clock while a match thread's match is played (null before kick-off and after full time). */
async function liveMinute(
  tx: Transaction,
  fixtureId: number,
): Promise<{ minute: number | null; stoppage: number | null }> {
  const [row] = await tx
    .select({ status: fixtures.status, minute: fixtures.minute, stoppage: matchSimulations.stoppageMinute })
    .from(fixtures)
    .leftJoin(matchSimulations, eq(matchSimulations.fixtureId, fixtures.id))
    .where(eq(fixtures.id, fixtureId))
    .limit(1);
  if (row === undefined || row.minute === null) return { minute: null, stoppage: null };
  if (row.status === 'live') return { minute: row.minute, stoppage: row.stoppage };
  if (row.status === 'half-time') return { minute: row.minute, stoppage: null };
  return { minute: null, stoppage: null };
}

/**
 * POST /api/v2/comments and /api/v2/comments/reply (CMT-03): a comment or a reply on a resource of the
 * tenant. One transaction: the retry check (`client_key`, backed by the unique index, so even two
 * requests at once make one comment), the posting limit and double-post window (decision 0016), the
 * reply's parent, the insert, the parent author's notification; events after the commit.
 */
export const storeCommentRoute: FastifyPluginAsyncZod<{
  threads: CommentThreads;
  pages: CommentPages;
  notifier: Notifier;
}> = async (app, { threads, pages, notifier }) => {
  async function store(request: FastifyRequest, body: StoreBody, reply: FastifyReply, asReply: boolean) {
    const tenant = await request.requireTenant();
    const { user } = await request.requireUser();
    const t = request.t.bind(request);
    const replyTo = body.reply_to ?? null;
    if (asReply && replyTo === null) throw fieldError('reply_to', t('comments.replyToRequired'));
    if (!user.canPlaceComments) throw new HttpError(403, t('comments.notAllowed'));
    const content = commentText(body.content, 'content', t);
    const ref = { type: body.resource_type, id: body.resource_id };
    const resource = await requireResource(app, request, tenant, ref);
    if (resource.closed === true) throw new HttpError(403, t('comments.topicClosed'));
    const asker = { userId: user.id, manager: isManager(user.role, user.isAdmin) };

    const outcome = await app.db.transaction(async (tx) => {
      const retried = await admitPost(tx, {
        tenantId: tenant.id,
        userId: user.id,
        clientKey: body.client_key,
        perMinute: app.config.rateLimit.enabled ? app.config.rateLimit.commentMax : null,
        isDouble: (now) => isDuplicate(tx, { tenantId: tenant.id, userId: user.id, ref, content, now }),
        refuse: { tooFast: () => postingTooFast(t), double: () => fieldError('content', t('comments.duplicate')) },
      });
      if (retried !== undefined) return { id: retried, created: false, pushes: [] as NotificationPush[] };
      let parent: { id: number; rootId: number; level: number } | null = null;
      if (replyTo !== null) {
        const [row] = await tx
          .select({
            id: comments.id,
            rootId: comments.rootId,
            level: comments.level,
            status: comments.status,
            userId: comments.userId,
            resourceType: comments.resourceType,
            resourceId: comments.resourceId,
          })
          .from(comments)
          .where(and(eq(comments.tenantId, tenant.id), eq(comments.id, replyTo)))
          .limit(1);
        const fits =
          row !== undefined &&
          row.resourceType === ref.type &&
          row.resourceId === ref.id &&
          row.status !== 'deleted' &&
          isShownTo(row, asker);
        if (!fits) throw fieldError('reply_to', t('comments.replyToUnknown'));
        parent = { id: row.id, rootId: row.rootId ?? row.id, level: row.level };
      }
      const clock = ref.type === 'fixture' ? await liveMinute(tx, ref.id) : { minute: null, stoppage: null };
      const written = await insertComment(tx, {
        tenantId: tenant.id,
        resourceType: ref.type,
        resourceId: ref.id,
        userId: user.id,
        parentId: parent?.id ?? null,
        rootId: parent?.rootId ?? null,
        level: parent === null ? 0 : parent.level + 1,
        content,
        matchMinute: clock.minute,
        matchStoppageMinute: clock.stoppage,
        clientKey: body.client_key ?? null,
      });
      // A request with the same key committed meanwhile: answer with its comment.
      if (!written.created) return { id: written.id, created: false, pushes: [] as NotificationPush[] };
      const pushes = parent === null ? [] : await notifier.onReplied(tx, { tenantId: tenant.id, replyId: written.id });
      return { id: written.id, created: true, pushes };
    });
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
