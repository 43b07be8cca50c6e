import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { revisionParams, tenantQuery } from './editor-requests';
import { visibleTo } from './article-rights';
import { requireNewsroomUser } from './require-editor';
import { revisionSchema, toRevision } from './revision-view';

/**
 * GET /api/v2/editor/articles/{id}/revisions/{number} (issue 33): one revision's fields, for the
 * newsroom to compare with the article as it is.
 */
export const getArticleRevisionRoute: FastifyPluginAsyncZod<{ articles: EditorArticlesRepository }> = async (
  app,
  { articles },
) => {
  app.get(
    '/api/v2/editor/articles/:id/revisions/:number',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      schema: {
        tags: ['Content'],
        summary: 'One revision of an article (authors and editors)',
        security: [{ bearerAuth: [] }],
        params: revisionParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: revisionSchema }),
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
      const t = request.t.bind(request);
      const article = visibleTo(user, await articles.byId(tenant.id, request.params.id));
      if (article === undefined) throw new HttpError(404, t('editor.unknownArticle'));
      const revision = await articles.revision(tenant.id, article.id, request.params.number);
      if (revision === undefined) throw new HttpError(404, t('editor.unknownRevision'));
      return { data: toRevision(revision) };
    },
  );
};
