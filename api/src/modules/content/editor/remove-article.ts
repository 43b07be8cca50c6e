import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { articleIdParams, tenantQuery } from './editor-requests';
import { requireEditor } from './require-editor';

/**
 * DELETE /api/v2/editor/articles/{id}: an editor takes an article down for good. Its address answers
 * 410 from then on (`GET /api/v2/article/{id}`, and the page), so search engines drop it (issue 30).
 */
export const removeEditorArticleRoute: FastifyPluginAsyncZod<{ articles: EditorArticlesRepository }> = async (
  app,
  { articles },
) => {
  app.delete(
    '/api/v2/editor/articles/:id',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Remove an article (editors)',
        security: [{ bearerAuth: [] }],
        params: articleIdParams,
        querystring: tenantQuery,
        response: {
          204: z.null().describe('Removed'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      if (!(await articles.remove(tenant.id, request.params.id)))
        throw new HttpError(404, request.t('editor.unknownArticle'));
      return reply.code(204).send(null);
    },
  );
};
