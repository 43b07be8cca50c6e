import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { tenantQuery } from '../editor/editor-requests';
import { requireNewsroomUser } from '../editor/require-editor';
import { pictureIdParams } from './picture-requests';
import { pictureSchema, toPicture } from './picture-view';
import type { PicturesRepository } from './pictures-repository';

/** GET /api/v2/editor/pictures/{id} (issue 33): one picture, for the crop editor of an article's picture. */
export const getPictureRoute: FastifyPluginAsyncZod<{ pictures: PicturesRepository }> = async (app, { pictures }) => {
  app.get(
    '/api/v2/editor/pictures/:id',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      schema: {
        tags: ['Content'],
        summary: 'One picture (newsroom)',
        security: [{ bearerAuth: [] }],
        params: pictureIdParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: pictureSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      await requireNewsroomUser(request);
      const picture = await pictures.byId(tenant.id, request.params.id);
      if (picture === undefined) throw new HttpError(404, request.t('pictures.unknownPicture'));
      reply.header('cache-control', 'private, no-store');
      return { data: toPicture(picture) };
    },
  );
};
