import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { AvatarsRepository } from './avatars-repository';

/**
 * GET /media/avatars/{userId}/{version}: an uploaded avatar (ACC-13). The URL changes with every upload,
 * so the bytes can be cached for a year. Only the tenant of the request (its host, for an <img>) serves
 * its own users' avatars.
 */
export const getAvatarRoute: FastifyPluginAsyncZod<{ avatars: AvatarsRepository }> = async (app, { avatars }) => {
  app.get(
    '/media/avatars/:userId/:version',
    {
      schema: {
        tags: ['Accounts'],
        summary: "A user's uploaded avatar",
        params: z.object({ userId: z.string().max(20), version: z.string().max(100) }),
        response: {
          200: z
            .instanceof(Buffer)
            .meta({ type: 'string', format: 'binary', description: 'The image (JPEG, PNG, WebP or GIF)' }),
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const { userId, version } = request.params;
      const avatar = /^\d{1,9}$/.test(userId)
        ? await avatars.findAvatar(tenant.id, Number(userId), version)
        : undefined;
      if (avatar === undefined) throw new HttpError(404, request.t('error.notFound'));
      reply
        .type(avatar.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // The type was chosen from the bytes at upload; a browser must not second-guess it.
        .header('x-content-type-options', 'nosniff');
      return avatar.bytes;
    },
  );
};
