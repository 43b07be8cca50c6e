import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { editorArticleSchema, toEditorArticle } from './editor-article-view';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { articleIdParams, tenantQuery } from './editor-requests';
import { requireNewsroomUser } from './require-editor';
import { rightsOver, visibleTo } from './article-rights';

/**
 * GET /api/v2/editor/articles/{id}: an article as the newsroom edits it, in any state, with the body as
 * stored (sanitized when it was written), so an edit starts from what readers get, its version for the
 * next save, and what the caller may do with it. A guest author finds only their own.
 */
export const getEditorArticleRoute: FastifyPluginAsyncZod<{ articles: EditorArticlesRepository }> = async (
  app,
  { articles },
) => {
  app.get(
    '/api/v2/editor/articles/:id',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      schema: {
        tags: ['Content'],
        summary: 'An article for editing (editors)',
        security: [{ bearerAuth: [] }],
        params: articleIdParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: editorArticleSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const user = await requireNewsroomUser(request);
      const article = visibleTo(user, await articles.byId(tenant.id, request.params.id));
      if (article === undefined) throw new HttpError(404, request.t('editor.unknownArticle'));
      return { data: toEditorArticle(article, rightsOver(user, article)) };
    },
  );
};
