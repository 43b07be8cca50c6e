import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import type { AvatarsRepository } from './avatars-repository';

/** POST|DELETE /api/v1/user/profile/avatar (ACC-14): removes the profile picture. */
export const deleteAvatarRoute: FastifyPluginAsyncZod<{ avatars: AvatarsRepository }> = async (app, { avatars }) => {
  app.route({
    method: ['POST', 'DELETE'],
    url: '/api/v1/user/profile/avatar',
    schema: {
      tags: ['Accounts'],
      summary: 'Delete the own avatar (DELETE, or POST with _method=DELETE)',
      security: [{ bearerAuth: [] }],
      // A DELETE usually has no body at all.
      body: z
        .object({
          _method: z
            .string()
            .regex(/^delete$/i)
            .optional()
            .describe('DELETE (method override on POST)'),
        })
        .nullish(),
      response: {
        200: z.object({ data: z.object({ alert: z.string(), profile_image: z.null() }) }),
        401: errorResponse,
        404: errorResponse,
        422: errorResponse,
      },
    },
    handler: async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      await avatars.deleteAvatar(tenant.id, user.id);
      return { data: { alert: request.t('avatar.deleted'), profile_image: null } };
    },
  });
};
