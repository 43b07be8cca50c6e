import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { articleIdParams, tenantQuery } from './editor-requests';
import { visibleTo } from './article-rights';
import { requireNewsroomUser } from './require-editor';
import { revisionSummarySchema, toRevisionSummary } from './revision-view';

/** GET /api/v2/editor/articles/{id}/revisions (issue 33): every save of the article, who and when, newest first. */
export const listArticleRevisionsRoute: FastifyPluginAsyncZod<{ articles: EditorArticlesRepository }> = async (
  app,
  { articles },
) => {
  app.get(
    '/api/v2/editor/articles/:id/revisions',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      schema: {
        tags: ['Content'],
        summary: 'An article’s revisions (authors and editors)',
        security: [{ bearerAuth: [] }],
        params: articleIdParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: z.array(revisionSummarySchema) }),
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
      const rows = await articles.revisions(tenant.id, article.id);
      return { data: rows.map(toRevisionSummary) };
    },
  );
};
