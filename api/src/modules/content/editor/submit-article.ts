import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rightsOver } from './article-rights';
import { editorArticleSchema, toEditorArticle } from './editor-article-view';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { articleIdParams, tenantQuery } from './editor-requests';
import { requireNewsroomUser } from './require-editor';

/**
 * POST /api/v2/editor/articles/{id}/submit (issue 33): a writer who may not publish hands their draft
 * to the editors, who find it under "Submitted". Readers see nothing of it, so the caches stay.
 */
export const submitEditorArticleRoute: FastifyPluginAsyncZod<{ articles: EditorArticlesRepository }> = async (
  app,
  { articles },
) => {
  app.post(
    '/api/v2/editor/articles/:id/submit',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Submit a draft to the editors (authors)',
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
      if (!rightsOver(user, current).edit) throw new HttpError(403, t('editor.mayNotEdit'));
      if (current.status !== 'draft') throw new HttpError(409, t('editor.notDraft'));
      request.keepsPublicContent = true;
      const article = await articles.place(tenant.id, current.id, { status: 'submitted', publishedAt: null }, user.id);
      if (article === undefined) throw new HttpError(404, t('editor.unknownArticle'));
      return { data: toEditorArticle(article, rightsOver(user, article)) };
    },
  );
};
