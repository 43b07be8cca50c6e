import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { idParam } from '../comments/comment-requests';
import type { KarmaRepository } from './karma-repository';
import { karmaRankingRowSchema } from './karma-view';

/**
 * GET {karma}/api/v1/user/{id}/karma-ranking (KAR-02): the all-time karma ranking's top 3 and the fans
 * around the user (two above, the user, two below), by rank; for a fan not ranked yet the top 5. The
 * profile marks the viewer's own row itself, so the answer is the same for every visitor.
 */
export const getUserKarmaRankingRoute: FastifyPluginAsyncZod<{ karma: KarmaRepository }> = async (app, { karma }) => {
  app.get(
    '/api/v1/user/:id/karma-ranking',
    {
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Community'],
        summary: 'The karma ranking around a fan (profile)',
        params: z.object({ id: idParam }),
        querystring: z.object({ tenant_id: z.string().max(100).optional() }),
        response: {
          200: z.object({
            data: z.array(karmaRankingRowSchema),
            metaData: z.object({
              user_rank: z.number().int().nullable().describe("The fan's rank; null when not ranked yet"),
              ranked_users: z.number().int().describe('Fans with any karma'),
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
      // One statement answers both whether the fan exists and the ranking (SCL-04); an unknown fan's
      // ranking is thrown away.
      const { rows, userRank, rankedUsers, userKnown } = await karma.rankingAround(tenant.id, id);
      if (!userKnown) throw new HttpError(404, request.t('profile.unknownUser'));
      return {
        data: rows.map((row) => ({
          rank: row.rank,
          user_id: row.userId,
          username: row.username,
          avatar: row.image,
          karma_score: row.karmaScore,
        })),
        metaData: { user_rank: userRank, ranked_users: rankedUsers },
      };
    },
  );
};
