import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { requireEditor } from '../editor/require-editor';
import { articleIdParamsNamed, tenantQuery } from './headline-requests';
import type { HeadlineTestsRepository } from './headline-tests-repository';
import { headlineGroups } from './schema';

/**
 * POST /api/v2/editor/headline-tests/{articleId}/end (AB-01, editors), body `{winner}`: the winning
 * headline becomes the article's title (the other is kept as headline B) and the test stops. 404 for
 * an unknown article, 422 for one without a running test or a winner other than a or b.
 */
export const endHeadlineTestRoute: FastifyPluginAsyncZod<{ tests: HeadlineTestsRepository }> = async (
  app,
  { tests },
) => {
  app.post(
    '/api/v2/editor/headline-tests/:articleId/end',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'End a headline test with its winner (editors)',
        security: [{ bearerAuth: [] }],
        params: articleIdParamsNamed,
        querystring: tenantQuery,
        body: z.object({
          winner: z
            .enum(headlineGroups, { error: 'headlineTests.badWinner' })
            .describe('The headline to keep as the title: a or b'),
        }),
        response: {
          200: z.object({
            data: z.object({ article_id: z.number().int(), title: z.string(), ab_testing: z.boolean() }),
          }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      await requireEditor(request);
      const { articleId } = request.params;
      const outcome = await tests.endTest(tenant.id, articleId, request.body.winner);
      if (outcome === 'unknown-article') throw new HttpError(404, request.t('headlineTests.unknownArticle'));
      if (outcome === 'not-under-test') throw new HttpError(422, request.t('headlineTests.notUnderTest'));
      return { data: { article_id: articleId, title: outcome.title, ab_testing: false } };
    },
  );
};
