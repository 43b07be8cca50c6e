import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { privateNoStore } from '../../../plugins/public-cache';
import { articleSchema, toArticle } from '../article-view';
import type { ArticlesRepository } from '../articles-repository';
import { visibleTo } from './article-rights';
import { articleIdParams, tenantQuery } from './editor-requests';
import { requireNewsroomUser } from './require-editor';

/**
 * GET /api/v2/editor/articles/{id}/preview (issue 33, NR-05): the article in any state exactly as
 * readers will get it, the reader's `Article` of GET /api/v2/article/{id} read by the same query and
 * sanitized by the same `toArticle`, so the preview page draws it with the reader's components. Not out
 * yet, it is dated now; scheduled, at its time. For the newsroom user who may see it (a guest author
 * only their own: 404 for another's), never kept by any cache.
 */
export const previewEditorArticleRoute: FastifyPluginAsyncZod<{ readerArticles: ArticlesRepository }> = async (
  app,
  { readerArticles },
) => {
  app.get(
    '/api/v2/editor/articles/:id/preview',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      schema: {
        tags: ['Content'],
        summary: 'An article as readers will see it, in any state (editors)',
        description:
          'The reader’s `Article` (its body sanitized as readers get it) of a draft, scheduled or published ' +
          'article, for the newsroom’s preview; `published_at` is its time, or now for one not out yet.',
        security: [{ bearerAuth: [] }],
        params: articleIdParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: articleSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const user = await requireNewsroomUser(request);
      const article = visibleTo(user, await readerArticles.preview(tenant.id, request.params.id));
      if (article === undefined) throw new HttpError(404, request.t('editor.unknownArticle'));
      reply.header('cache-control', privateNoStore);
      return { data: toArticle(article, tenant.language) };
    },
  );
};
