import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import type { KarmaRepository } from './karma-repository';
import { competitionRanks, leaderboardUserSchema, toLeaderboardUser } from './karma-view';
import { frameMeta, frameMetaSchema, timeFrameOf, timeFrameParams, windowOf } from './time-frames';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface LeaderboardDeps {
  karma: KarmaRepository;
  now: () => Date;
}

/**
 * What the community page's two boards of fans share (COM-01): a time frame, the top `limit` fans of its
 * period by `order`, with competition ranks, and the frame's label. Public: the same for every visitor.
 */
export function registerLeaderboard(
  app: ZodApp,
  { karma, now }: LeaderboardDeps,
  board: { url: string; order: 'comments' | 'likes'; summary: string },
) {
  app.get(
    board.url,
    {
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Community'],
        summary: board.summary,
        params: timeFrameParams,
        querystring: z.object({
          tenant_id: z.string().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: {
          200: z.object({ data: z.array(leaderboardUserSchema), metaData: frameMetaSchema }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const window = windowOf(timeFrameOf(request, request.params.timeFrame), now());
      const rows = await karma.board(tenant.id, window, board.order, request.query.limit);
      const ranks = competitionRanks(rows, (row) => (board.order === 'comments' ? row.commentsCount : row.likesCount));
      return {
        data: rows.map((row, index) => toLeaderboardUser(row, ranks[index] ?? index + 1)),
        metaData: frameMeta(window, tenant),
      };
    },
  );
}
