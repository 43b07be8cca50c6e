import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rightsOver } from './article-rights';
import { editorArticleSchema, toEditorArticle } from './editor-article-view';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { articleIdParams, tenantQuery } from './editor-requests';
import { requireNewsroomUser } from './require-editor';

/**
 * POST /api/v2/editor/articles/{id}/unpublish (issue 33): a manager takes an article that is out back
 * (its address answers 404 until it is published again; the caches, sitemap and feed follow with this
 * answer). A scheduled one goes back to a draft: those who may publish it may call that off.
 */
export const unpublishEditorArticleRoute: FastifyPluginAsyncZod<{ articles: EditorArticlesRepository }> = async (
  app,
  { articles },
) => {
  app.post(
    '/api/v2/editor/articles/:id/unpublish',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Take an article back, or call off its schedule (editors)',
        security: [{ bearerAuth: [] }],
        params: articleIdParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: editorArticleSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const user = await requireNewsroomUser(request);
      const t = request.t.bind(request);
      const current = await articles.byId(tenant.id, request.params.id);
      if (current === undefined) throw new HttpError(404, t('editor.unknownArticle'));
      if (current.status !== 'published' || current.publishedAt === null) throw new HttpError(409, t('editor.notOut'));
      const rights = rightsOver(user, current);
      const scheduled = current.publishedAt > new Date();
      if (scheduled ? !rights.publish : !rights.unpublish) throw new HttpError(403, t('editor.mayNotUnpublish'));
      const article = await articles.place(
        tenant.id,
        current.id,
        { status: scheduled ? 'draft' : 'unpublished', publishedAt: null },
        user.id,
      );
      if (article === undefined) throw new HttpError(404, t('editor.unknownArticle'));
      return { data: toEditorArticle(article, rightsOver(user, article)) };
    },
  );
};
