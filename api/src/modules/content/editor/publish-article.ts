import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { PushArticleWhenPublished } from '../../web-push/delivery/send-article-push';
import { parseInstant } from './article-input';
import { rightsOver } from './article-rights';
import { editorArticleSchema, toEditorArticle } from './editor-article-view';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { articleIdParams, tenantQuery } from './editor-requests';
import { requireNewsroomUser } from './require-editor';

/**
 * POST /api/v2/editor/articles/{id}/publish (issue 33): those who may publish it (a junior editor their
 * own, a manager any) put it out now, or at `published_at` (the newsroom sends the tenant's local time
 * as an instant). Out now: the caches are emptied with this answer and WP-01's push goes once. At a
 * time: the publication round does both at that minute (publication-round.ts).
 */
export const publishEditorArticleRoute: FastifyPluginAsyncZod<{
  articles: EditorArticlesRepository;
  pushWhenPublished: PushArticleWhenPublished;
}> = async (app, { articles, pushWhenPublished }) => {
  app.post(
    '/api/v2/editor/articles/:id/publish',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Publish an article now or at a time (editors)',
        security: [{ bearerAuth: [] }],
        params: articleIdParams,
        querystring: tenantQuery,
        body: z
          .object({
            published_at: z
              .string()
              .optional()
              .describe('ISO 8601 with a time zone; in the future schedules it; absent: now'),
          })
          .optional(),
        response: {
          200: z.object({ data: editorArticleSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const user = await requireNewsroomUser(request);
      const t = request.t.bind(request);
      const current = await articles.byId(tenant.id, request.params.id);
      if (current === undefined) throw new HttpError(404, t('editor.unknownArticle'));
      if (!rightsOver(user, current).publish) throw new HttpError(403, t('editor.mayNotPublish'));
      const raw = request.body?.published_at?.trim();
      const now = new Date();
      // Publishing what is out already changes nothing: it keeps its time, and its place in the lists.
      const out = current.status === 'published' && current.publishedAt !== null && current.publishedAt <= now;
      let publishedAt = out && current.publishedAt !== null ? current.publishedAt : now;
      if (raw !== undefined && raw !== '') {
        const at = parseInstant(raw);
        if (at === undefined) {
          throw new HttpError(422, t('error.validationFailed'), { published_at: [t('editor.badDate')] });
        }
        // A time already past is now: the article keeps the order it is published in.
        publishedAt = at > now ? at : now;
      }
      // Rescheduling keeps nothing of readers' pages to change; publishing now does.
      if (publishedAt > new Date() && current.status !== 'published') request.keepsPublicContent = true;
      const article = await articles.place(tenant.id, current.id, { status: 'published', publishedAt }, user.id);
      if (article === undefined) throw new HttpError(404, t('editor.unknownArticle'));
      pushWhenPublished(request, reply, tenant, { ...article, publishedAt });
      return { data: toEditorArticle(article, rightsOver(user, article)) };
    },
  );
};
