import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { idParam } from '../comments/comment-requests';
import type { KarmaRepository } from './karma-repository';
import { isProfileOwner } from './profile-owner';
import type { UserCommentsRepository } from './user-comments-repository';

/**
 * GET /ajax/user/{id}/comments/count (PRF-01): how many comments the profile lists: the visible ones,
 * and for the fan themselves (their token) also their hidden ones. A guest's answer is public; one asked
 * with Authorization is private.
 */
export const countUserCommentsRoute: FastifyPluginAsyncZod<{
  karma: KarmaRepository;
  userComments: UserCommentsRepository;
}> = async (app, { karma, userComments }) => {
  app.get(
    '/ajax/user/:id/comments/count',
    {
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Community'],
        summary: "The number of a fan's comments (profile)",
        security: [{}, { bearerAuth: [] }],
        params: z.object({ id: idParam }),
        querystring: z.object({ tenant_id: z.string().max(100).optional() }),
        response: {
          200: z.object({ data: z.object({ count: z.number().int() }) }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { id } = request.params;
      const [user, owner] = await Promise.all([karma.user(tenant.id, id), isProfileOwner(request, id)]);
      if (user === undefined) throw new HttpError(404, request.t('profile.unknownUser'));
      return { data: { count: await userComments.countOfUser(tenant.id, id, owner) } };
    },
  );
};
