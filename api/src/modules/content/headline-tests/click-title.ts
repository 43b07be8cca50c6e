import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { articleIdParams, groupField, tenantQuery, viewerKeyOf } from './headline-requests';
import type { HeadlineTestsRepository } from './headline-tests-repository';

/** Clicks per window, tenant and client address: a household reading many stories, not a script. */
const CLICK_RATE_LIMIT = 120;

/**
 * POST /api/v2/article/{id}/click-title (AB-01), body `{group}` (lowercase a or b): the viewer clicked
 * the headline of an article under test. Counted once per viewer (their impression too, if the page
 * never reported it). The client sends it with `keepalive` and never waits for it, so it answers 204
 * with no body. 404 for an unknown (or another tenant's, or unpublished) article, 422 for an article
 * with no test running or a group other than a or b.
 */
export const clickTitleRoute: FastifyPluginAsyncZod<{ tests: HeadlineTestsRepository }> = async (app, { tests }) => {
  app.post(
    '/api/v2/article/:id/click-title',
    {
      // A click changes no page nor account: the public caches and kept token owners stay.
      config: {
        ...rateLimited(app, 'headline-click', CLICK_RATE_LIMIT),
        leavesContentUnchanged: true,
        leavesAccountsUnchanged: true,
      },
      schema: {
        tags: ['Content'],
        summary: 'Count a click on an A/B-tested headline',
        params: articleIdParams,
        querystring: tenantQuery,
        body: z.object({ group: groupField }),
        response: {
          204: z.null().describe('Counted (a repeated click is counted once)'),
          400: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const t = request.t.bind(request);
      const viewerKey = await viewerKeyOf(request);
      if (viewerKey === null) throw new HttpError(400, t('headlineTests.viewerRequired'));
      const outcome = await tests.recordClick({
        tenantId: tenant.id,
        articleId: request.params.id,
        viewerKey,
        group: request.body.group,
      });
      if (outcome === 'unknown-article') throw new HttpError(404, t('headlineTests.unknownArticle'));
      if (outcome === 'not-under-test') throw new HttpError(422, t('headlineTests.notUnderTest'));
      reply.code(204);
      return null;
    },
  );
};
