import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privateNoStore } from '../../../plugins/public-cache';
import { errorResponse } from '../../../lib/http-error';
import { requireNewsroomUser } from '../editor/require-editor';
import { pictureSchema, toPicture } from './picture-view';
import type { PicturesRepository } from './pictures-repository';

/** A picker's grid: four rows of six. */
const perPage = 24;

/** GET /api/v2/editor/pictures?page (issue 33): the tenant's pictures, newest first, for the picker. */
export const listPicturesRoute: FastifyPluginAsyncZod<{ pictures: PicturesRepository }> = async (app, { pictures }) => {
  app.get(
    '/api/v2/editor/pictures',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      schema: {
        tags: ['Content'],
        summary: "The tenant's pictures, newest first (newsroom)",
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          tenant_id: z.string().max(100).optional(),
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        }),
        response: {
          200: z.object({
            data: z.array(pictureSchema),
            metaData: z.object({
              current_page: z.number().int(),
              last_page: z.number().int(),
              per_page: z.number().int(),
              total: z.number().int(),
            }),
          }),
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
      const { page } = request.query;
      const { rows, total } = await pictures.page(tenant.id, (page - 1) * perPage, perPage);
      // Changes with every upload and edit, and is one newsroom's: never kept by a shared cache.
      reply.header('cache-control', privateNoStore);
      return {
        data: rows.map(toPicture),
        metaData: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
          total,
        },
      };
    },
  );
};
