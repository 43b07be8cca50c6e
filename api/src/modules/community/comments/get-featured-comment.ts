import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { askerOf, requireResource, resourceParams, tenantQuery } from './comment-requests';
import type { CommentThreads } from './comment-threads';
import { commentSchema } from './comment-view';
import type { ResourceFinder } from '../resources/find-resources';

/**
 * GET /api/v2/comments/{type}/{id}/featured (CMT-02): the resource's most liked visible top-level
 * comment with at least one like, or null (also when the tenant switched featured comments off, setting
 * `comments.featured`). Forum topics have none (404).
 */
export const getFeaturedCommentRoute: FastifyPluginAsyncZod<{
  threads: CommentThreads;
  resources: ResourceFinder;
}> = async (app, { threads, resources }) => {
  app.get(
    '/api/v2/comments/:type/:id/featured',
    {
      schema: {
        tags: ['Community'],
        summary: "A resource's featured comment",
        params: resourceParams,
        querystring: tenantQuery,
        response: { 200: z.object({ data: commentSchema.nullable() }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const ref = { type: request.params.type, id: request.params.id };
      if (ref.type === 'forum') throw new HttpError(404, request.t('comments.noFeaturedOnForum'));
      await requireResource(resources, request, tenant, ref);
      if (tenant.settings.comments?.featured === false) return { data: null };
      const asker = await askerOf(request);
      return { data: await threads.featured(tenant.id, ref, asker, request.t('community.deletedUser')) };
    },
  );
};
