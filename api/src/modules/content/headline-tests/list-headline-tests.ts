import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { requireEditor } from '../editor/require-editor';
import { tenantQuery } from './headline-requests';
import { headlineTestRules, headlineTestRulesSchema, headlineTestSchema, toHeadlineTest } from './headline-test-view';
import type { HeadlineTestsRepository } from './headline-tests-repository';

/**
 * GET /api/v2/editor/headline-tests (AB-01, editors): every running headline test with, per group,
 * impressions, clicks and click-through rate; the difference B − A with its 95 % confidence interval;
 * whether it is significant; and when to stop (`status`, `winner`, `more_impressions_needed`). Private:
 * sent `no-store`, never cached for the public.
 */
export const listHeadlineTestsRoute: FastifyPluginAsyncZod<{ tests: HeadlineTestsRepository }> = async (
  app,
  { tests },
) => {
  app.get(
    '/api/v2/editor/headline-tests',
    {
      schema: {
        tags: ['Content'],
        summary: 'The headline A/B tests with their statistics (editors)',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: {
          200: z.object({ data: z.array(headlineTestSchema), rules: headlineTestRulesSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      await requireEditor(request);
      reply.header('Cache-Control', 'private, no-store');
      const records = await tests.readout(tenant.id);
      return { data: records.map(toHeadlineTest), rules: headlineTestRules };
    },
  );
};
