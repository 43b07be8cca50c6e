import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { articleSummarySchema, toArticleSummary } from '../article-view';
import { isArticleScope, scopeQuery, listScope } from './article-scopes';
import { listCache, pageNumber } from './list-requests';
import type { ListsRepository } from './lists-repository';

/**
 * GET /api/v2/article/scopes/{scope}/get/{page} (ART-05, ART-06): the scoped lists (the spec's
 * `{token}{page}`): `bio`, `net-binnen`, `popular`, `photo-reports` (and `lat`, the home list, whose own
 * route in ../list-latest-articles.ts answers the same way). An unknown scope is a 404.
 */
export const listScopedArticlesRoute: FastifyPluginAsyncZod<{ lists: ListsRepository }> = async (app, { lists }) => {
  app.get(
    '/api/v2/article/scopes/:scope/get/:page',
    {
      config: listCache,
      schema: {
        tags: ['Content'],
        summary: 'A scoped article list',
        description:
          'Scopes: `bio` (biographies), `net-binnen` (every kind, newest first), `popular` (most visits), `photo-reports`; `lat` has its own route. `is_sticky=1` puts sticky articles first; `exclude_types` leaves kinds out.',
        params: z.object({ scope: z.string().min(1).max(50), page: pageNumber(1) }),
        querystring: scopeQuery,
        response: {
          200: z.object({ data: z.array(articleSummarySchema) }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { scope, page } = request.params;
      if (!isArticleScope(scope)) throw new HttpError(404, request.t('lists.unknownScope'));
      const records = await listScope(lists, tenant.id, scope, page, request.query);
      return { data: records.map(toArticleSummary) };
    },
  );
};
