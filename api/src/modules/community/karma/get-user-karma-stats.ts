import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { idParam } from '../comments/comment-requests';
import type { KarmaRepository } from './karma-repository';
import { karmaMonthSchema } from './karma-view';
import { addMonths, monthStartOf } from './time-frames';

/** The profile chart's months: this one and the eleven before it. */
const MONTHS = 12;

/**
 * GET {karma}/api/v1/user/{id}/karma-stats (KAR-02): a fan's comments and likes per month for the
 * profile's chart, the 12 months up to this one, oldest first, empty months as 0; their all-time totals
 * in metaData.
 */
export const getUserKarmaStatsRoute: FastifyPluginAsyncZod<{ karma: KarmaRepository; now: () => Date }> = async (
  app,
  { karma, now },
) => {
  app.get(
    '/api/v1/user/:id/karma-stats',
    {
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Community'],
        summary: "A fan's comments and likes per month (profile chart)",
        params: z.object({ id: idParam }),
        querystring: z.object({ tenant_id: z.string().max(100).optional() }),
        response: {
          200: z.object({
            data: z.array(karmaMonthSchema),
            metaData: z.object({
              user_id: z.number().int(),
              comments_count: z.number().int().describe('All time'),
              likes_count: z.number().int().describe('All time'),
              karma_score: z.number().int().describe('comments_count + likes_count'),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { id } = request.params;
      const lastMonth = monthStartOf(now());
      const firstMonth = addMonths(lastMonth, 1 - MONTHS);
      // One statement: whether the fan exists, their months and their totals (SCL-04).
      const stats = await karma.statsOf(tenant.id, id, firstMonth, lastMonth);
      if (stats === undefined) throw new HttpError(404, request.t('profile.unknownUser'));
      const { months: stored, totals } = stats;
      const byMonth = new Map(stored.map((row) => [row.periodStart, row]));
      const data = Array.from({ length: MONTHS }, (_, index) => {
        const start = addMonths(firstMonth, index);
        const row = byMonth.get(start);
        return {
          month: start.slice(0, 7),
          comments_count: row?.commentsCount ?? 0,
          likes_count: row?.likesCount ?? 0,
        };
      });
      return {
        data,
        metaData: {
          user_id: id,
          comments_count: totals.commentsCount,
          likes_count: totals.likesCount,
          karma_score: totals.commentsCount + totals.likesCount,
        },
      };
    },
  );
};
