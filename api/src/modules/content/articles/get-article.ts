import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { articleSchema, toArticle } from '../article-view';
import type { ArticlesRepository } from '../articles-repository';

/** GET /api/v2/article/{id} (ART-01): one published article of the tenant, with its body. */
export const getArticleRoute: FastifyPluginAsyncZod<{ articles: ArticlesRepository }> = async (app, { articles }) => {
  app.get(
    '/api/v2/article/:id',
    {
      // The same article for every visitor (the A/B headline is chosen in the browser); an edit shows within a minute.
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Content'],
        summary: 'One article with its content',
        description:
          'The article with its body. `content` is sanitized HTML: the API cleans every body on the way out ' +
          '(ART-01), so clients render it as it is and never clean it again.',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({ data: articleSchema }),
          400: errorResponse,
          404: errorResponse,
          410: errorResponse.describe('The article existed and an editor removed it'),
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const article = await articles.byId(tenant.id, request.params.id);
      // Another tenant's article is "not found" too: its existence is not ours to reveal.
      if (!article) {
        // Gone for good, not "never was": the page answers 410 and search engines drop it (issue 30).
        if (await articles.wasRemoved(tenant.id, request.params.id))
          throw new HttpError(410, request.t('content.article.removed'));
        throw new HttpError(404, request.t('error.notFound'));
      }
      return { data: toArticle(article, tenant.language) };
    },
  );
};
