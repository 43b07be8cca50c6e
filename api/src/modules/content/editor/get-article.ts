import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { editorArticleSchema, toEditorArticle } from './editor-article-view';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { articleIdParams, tenantQuery } from './editor-requests';
import { requireEditor } from './require-editor';

/**
 * GET /api/v2/editor/articles/{id}: an article as editors edit it, scheduled ones included, with the
 * body as stored (sanitized when it was written), so an edit starts from what readers get.
 */
export const getEditorArticleRoute: FastifyPluginAsyncZod<{ articles: EditorArticlesRepository }> = async (
  app,
  { articles },
) => {
  app.get(
    '/api/v2/editor/articles/:id',
    {
      preValidation: async (request) => {
        await requireEditor(request);
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
      const article = await articles.byId(tenant.id, request.params.id);
      if (article === undefined) throw new HttpError(404, request.t('editor.unknownArticle'));
      return { data: toEditorArticle(article) };
    },
  );
};
