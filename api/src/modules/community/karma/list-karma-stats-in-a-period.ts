import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import type { KarmaRepository } from './karma-repository';
import { karmaRowSchema, toKarmaRow } from './karma-view';
import { type TimeFrame, windowOf } from './time-frames';

const periods: { url: string; frame: TimeFrame; summary: string }[] = [
  {
    url: '/api/v1/user/karma-stats-in-a-week',
    frame: 'weekly',
    summary: "This week's top commenters or top likers (home page)",
  },
  {
    url: '/api/v1/user/karma-stats-in-a-month',
    frame: 'monthly',
    summary: "This month's top commenters or top likers",
  },
];

/**
 * GET {karma}/api/v1/user/karma-stats-in-a-week and …-in-a-month (KAR-01): the period's top fans by
 * comments or by likes, 5 for the home page's lists. The two calls differ only in their period.
 */
export const listKarmaStatsInAPeriodRoutes: FastifyPluginAsyncZod<{ karma: KarmaRepository; now: () => Date }> = async (
  app,
  { karma, now },
) => {
  for (const period of periods) {
    app.get(
      period.url,
      {
        config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
        schema: {
          tags: ['Community'],
          summary: period.summary,
          querystring: z.object({
            tenant_id: z.string().max(100).optional(),
            order_by: z.enum(['comments', 'likes']).default('comments'),
            limit: z.coerce.number().int().min(1).max(50).default(5),
          }),
          response: { 200: z.object({ data: z.array(karmaRowSchema) }), 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const tenant = await request.requireTenant();
        const { order_by: order, limit } = request.query;
        const rows = await karma.board(tenant.id, windowOf(period.frame, now()), order, limit);
        return { data: rows.map(toKarmaRow) };
      },
    );
  }
};
