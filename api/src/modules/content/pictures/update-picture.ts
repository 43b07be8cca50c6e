import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFieldErrors } from '../../../lib/field-errors';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { tenantQuery } from '../editor/editor-requests';
import { requireNewsroomUser } from '../editor/require-editor';
import { pictureRatioKeys, ratioSources } from './picture-crops';
import { checkAlt, checkCrops, maxAltLength } from './picture-input';
import { pictureIdParams } from './picture-requests';
import { pictureSchema, toPicture } from './picture-view';
import type { PictureStore } from './picture-store';
import type { PicturesRepository } from './pictures-repository';
import type { PictureCrops } from './schema';

const updateBody = z.object({
  alt: z.string().optional().describe(`The new alt text, at most ${maxAltLength} characters (not empty)`),
  crops: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .optional()
    .describe(
      'Per ratio key a crop {"x", "y", "width", "height"} (fractions of the picture) or null (back to the centre crop); ratios left out stay as they are',
    ),
});

/**
 * PATCH /api/v2/editor/pictures/{id} (issue 33): a newsroom user changes a picture's alt text or crops.
 * A ratio whose crop changes gets new URLs (its version is the crop's hash); the old ones redirect to them.
 */
export const updatePictureRoute: FastifyPluginAsyncZod<{ pictures: PicturesRepository; store: PictureStore }> = async (
  app,
  { pictures, store },
) => {
  app.patch(
    '/api/v2/editor/pictures/:id',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: "Change a picture's alt text or crops (newsroom)",
        security: [{ bearerAuth: [] }],
        params: pictureIdParams,
        querystring: tenantQuery,
        body: updateBody,
        response: {
          200: z.object({ data: pictureSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      await requireNewsroomUser(request);
      const t = request.t.bind(request);
      const picture = await pictures.byId(tenant.id, request.params.id);
      if (picture === undefined) throw new HttpError(404, t('pictures.unknownPicture'));

      const problems = createFieldErrors();
      const { body } = request;
      const alt = body.alt === undefined ? undefined : checkAlt(body.alt, problems, t);
      const changes = body.crops === undefined ? {} : checkCrops(body.crops, picture, problems, t);
      problems.throwIfAny(t('error.validationFailed'));

      const crops: PictureCrops = { ...picture.crops };
      for (const [ratio, crop] of Object.entries(changes)) {
        if (crop === null) delete crops[ratio];
        else crops[ratio] = crop;
      }
      const updated = await pictures.update(tenant.id, picture.id, {
        ...(alt === undefined ? {} : { alt }),
        ...(body.crops === undefined ? {} : { crops }),
      });
      if (updated === undefined) throw new HttpError(404, t('pictures.unknownPicture'));
      if (body.crops !== undefined) {
        const current = pictureRatioKeys.map((ratio) => ratioSources(updated, ratio).version);
        // Tidying only: the edit is made, and a leftover variant is never served (its URL redirects).
        await store
          .forgetVariants(updated, current)
          .catch((error: unknown) => request.log.warn({ err: error, pictureId: updated.id }, 'old variants kept'));
      }
      return { data: toPicture(updated) };
    },
  );
};
