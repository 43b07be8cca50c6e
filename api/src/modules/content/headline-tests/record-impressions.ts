import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { articleKey, groupField, tenantQuery, viewerKeyOf } from './headline-requests';
import type { HeadlineTestsRepository } from './headline-tests-repository';

/** Headlines per report: more than any page shows at once. */
const IMPRESSIONS_MAX_ARTICLES = 100;
/** Reports per window, tenant and client address: one per page view and list page. */
const IMPRESSIONS_RATE_LIMIT = 240;

/**
 * POST /api/v2/article/impressions (AB-01), body `{group, article_ids}`: the A/B headlines a viewer
 * actually saw on a page (the client watches them come into view and sends them in one batch). One
 * impression per viewer and article however often it is sent; ids of articles without a running test
 * are skipped, so a page open while a test ended does not fail. Answers 204.
 */
export const recordImpressionsRoute: FastifyPluginAsyncZod<{ tests: HeadlineTestsRepository }> = async (
  app,
  { tests },
) => {
  app.post(
    '/api/v2/article/impressions',
    {
      config: {
        ...rateLimited(app, 'headline-impressions', IMPRESSIONS_RATE_LIMIT),
        leavesContentUnchanged: true,
        leavesAccountsUnchanged: true,
      },
      schema: {
        tags: ['Content'],
        summary: 'Count the A/B-tested headlines a viewer saw',
        querystring: tenantQuery,
        body: z.object({
          group: groupField,
          article_ids: z
            .array(articleKey)
            .min(1)
            .max(IMPRESSIONS_MAX_ARTICLES)
            .describe(`The articles whose headline came into view, 1–${IMPRESSIONS_MAX_ARTICLES} ids`),
        }),
        response: {
          204: z.null().describe('Counted (each viewer once per article)'),
          400: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const viewerKey = await viewerKeyOf(request);
      if (viewerKey === null) throw new HttpError(400, request.t('headlineTests.viewerRequired'));
      await tests.recordImpressions({
        tenantId: tenant.id,
        viewerKey,
        group: request.body.group,
        articleIds: request.body.article_ids,
      });
      reply.code(204);
      return null;
    },
  );
};
