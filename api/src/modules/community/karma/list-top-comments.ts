import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { type ResourceFinder, resourceKey } from '../resources/find-resources';
import { topCommentSchema, toTopComment } from './karma-view';
import { frameMeta, frameMetaSchema, timeFrameOf, timeFrameParams, windowOf } from './time-frames';
import type { UserCommentsRepository } from './user-comments-repository';

/**
 * GET /api/v2/community/top-comments/{timeFrame} (COM-01): the most liked visible comments written in
 * the frame (at least one like), newest first on a tie, each with its resource's title and page.
 */
export const listTopCommentsRoute: FastifyPluginAsyncZod<{
  userComments: UserCommentsRepository;
  resources: ResourceFinder;
  now: () => Date;
}> = async (app, { userComments, resources, now }) => {
  app.get(
    '/api/v2/community/top-comments/:timeFrame',
    {
      // Public comments, the same for every visitor (the deleted-user name follows Accept-Language, in Vary).
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Community'],
        summary: 'Most liked comments of this week, this month or of all time',
        params: timeFrameParams,
        querystring: z.object({
          tenant_id: z.string().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: {
          200: z.object({ data: z.array(topCommentSchema), metaData: frameMetaSchema }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const at = now();
      const window = windowOf(timeFrameOf(request, request.params.timeFrame), at);
      const rows = await userComments.top(tenant.id, window, request.query.limit);
      const found = await resources.many(
        tenant.id,
        rows.map((row) => ({ type: row.resourceType, id: row.resourceId })),
        at,
      );
      const deletedUser = request.t('community.deletedUser');
      return {
        data: rows.flatMap((row) => {
          const resource = found.get(resourceKey({ type: row.resourceType, id: row.resourceId }));
          // Gone between the two reads (a topic deleted): left out rather than shown without a page.
          return resource === undefined ? [] : [toTopComment(row, resource, deletedUser)];
        }),
        metaData: frameMeta(window, tenant),
      };
    },
  );
};
