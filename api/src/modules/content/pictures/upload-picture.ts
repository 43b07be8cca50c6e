import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFieldErrors } from '../../../lib/field-errors';
import { errorResponse } from '../../../lib/http-error';
import { maxAvatarBytes, maxAvatarSide } from '../../accounts/profile/avatar-image';
import { tenantQuery } from '../editor/editor-requests';
import { requireNewsroomUser } from '../editor/require-editor';
import { checkUploadedPicture } from './picture-image';
import { checkAlt, checkCrops, maxAltLength } from './picture-input';
import { withStorageErrors } from './picture-requests';
import type { PictureStore } from './picture-store';
import { pictureSchema, toPicture } from './picture-view';
import type { PicturesRepository } from './pictures-repository';
import type { PictureCrops } from './schema';

const uploadBody = z.object({
  file: z
    .union([z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }), z.string()])
    .optional()
    .describe(
      `JPEG, PNG or WebP (by its bytes), at most ${maxAvatarBytes / 1024} kB and ${maxAvatarSide} × ${maxAvatarSide} px; stored as uploaded`,
    ),
  alt: z.string().optional().describe(`Required: what the picture shows, at most ${maxAltLength} characters`),
  crops: z
    .string()
    .optional()
    .describe(
      'JSON: {"3x2": {"x", "y", "width", "height"}, "4x3": …}, fractions of the picture; a ratio left out is cut around the centre',
    ),
});

/**
 * POST /api/v2/editor/pictures (issue 33): a newsroom user uploads a picture for articles, multipart
 * with `file`, `alt` and optionally `crops`. Checked by its bytes with the avatars' limits; the original
 * is kept as uploaded (in Postgres or the bucket), and variants are made when first asked for.
 */
export const uploadPictureRoute: FastifyPluginAsyncZod<{ pictures: PicturesRepository; store: PictureStore }> = async (
  app,
  { pictures, store },
) => {
  app.post(
    '/api/v2/editor/pictures',
    {
      // Before the body is read: a fan's or a guest's upload is refused without reading a byte of it.
      onRequest: async (request) => {
        await requireNewsroomUser(request);
      },
      config: {
        multipart: { files: 1, fileSize: maxAvatarBytes },
        leavesAccountsUnchanged: true,
        leavesContentUnchanged: true,
      },
      schema: {
        tags: ['Content'],
        summary: 'Upload a picture (newsroom)',
        description:
          'Multipart form. The answer lists, per ratio, the `src` and the WebP and JPEG `srcset`s; their URLs change whenever the crop does.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        querystring: tenantQuery,
        body: uploadBody,
        response: {
          201: z.object({ data: pictureSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          413: errorResponse,
          415: errorResponse,
          422: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const user = await requireNewsroomUser(request);
      const t = request.t.bind(request);
      const problems = createFieldErrors();
      const { file } = request.body;

      let upload: { bytes: Buffer; contentType: string; width: number; height: number } | undefined;
      if (!Buffer.isBuffer(file) || file.length === 0) problems.add('file', t('pictures.fileRequired'));
      else if (file.length > maxAvatarBytes)
        problems.add('file', t('pictures.fileMax', { max: maxAvatarBytes / 1024 }));
      else {
        const checked = await checkUploadedPicture(file);
        if (checked.ok)
          upload = { bytes: file, contentType: checked.contentType, width: checked.width, height: checked.height };
        else if (checked.problem === 'notAPicture') problems.add('file', t('pictures.fileType'));
        else if (checked.problem === 'tooManyPixels')
          problems.add('file', t('pictures.fileDimensions', { max: maxAvatarSide }));
        else problems.add('file', t('pictures.fileBroken'));
      }
      const alt = checkAlt(request.body.alt, problems, t);
      // Crops are fractions of the picture; without a readable picture only their form can be checked.
      const crops = checkCrops(request.body.crops, upload, problems, t);
      problems.throwIfAny(t('error.validationFailed'));
      const original = upload;
      if (original === undefined || alt === undefined) throw new Error('a checked upload lacks its file or alt text');

      const sha256 = createHash('sha256').update(original.bytes).digest('hex');
      const chosen: PictureCrops = {};
      for (const [ratio, crop] of Object.entries(crops)) if (crop !== null) chosen[ratio] = crop;
      const picture = await withStorageErrors(request, async () =>
        pictures.insert(tenant.id, {
          alt,
          width: original.width,
          height: original.height,
          contentType: original.contentType,
          byteSize: original.bytes.length,
          sha256,
          crops: chosen,
          uploadedBy: user.id,
          stored: await store.saveOriginal(tenant.id, {
            bytes: original.bytes,
            sha256,
            contentType: original.contentType,
          }),
        }),
      );
      reply.code(201);
      return { data: toPicture(picture) };
    },
  );
};
