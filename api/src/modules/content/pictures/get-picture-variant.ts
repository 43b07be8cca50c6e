import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import {
  cropRect,
  pictureRatioKeys,
  ratioSources,
  variantFormats,
  variantHeight,
  variantPath,
  type VariantFormat,
  wholePictureKey,
  wholePictureSources,
} from './picture-crops';
import { variantContentTypes } from './picture-image';
import { withStorageErrors } from './picture-requests';
import type { PictureVariants } from './picture-variants';
import type { PicturesRepository } from './pictures-repository';

/**
 * GET /media/pictures/{id}/{version}/{ratio}-{width}.{format} (issue 33): a picture cut to a ratio and
 * scaled to a width, as WebP or JPEG. The version is a hash of the original and the crop, so the bytes
 * of a URL never change and are cached for a year as immutable. A version that is no longer the
 * ratio's (the crop changed since the page was made) redirects to the current one, uncached, so an
 * article that kept an old URL still shows its picture. As for avatars, only the tenant of the Host
 * serves its pictures (no header can pick another), and anything else is a 404. The "ratio" `whole` is
 * the picture upright and uncropped, in one width (the newsroom's crop tool shows it).
 */
export const getPictureVariantRoute: FastifyPluginAsyncZod<{
  pictures: PicturesRepository;
  variants: PictureVariants;
}> = async (app, { pictures, variants }) => {
  app.get(
    '/media/pictures/:id/:version/:ratio-:width.:format',
    {
      schema: {
        tags: ['Content'],
        summary: 'A picture, cropped to a ratio and resized',
        // Written one way only (no 1e3, no leading zeros): every picture has one URL per variant, which
        // caches keep for a year.
        params: z.object({
          id: z
            .string()
            .regex(/^[1-9]\d{0,9}$/)
            .transform(Number)
            .refine((id) => id <= 2_147_483_647),
          version: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
          ratio: z.enum([...pictureRatioKeys, wholePictureKey]),
          width: z
            .string()
            .regex(/^[1-9]\d{0,4}$/)
            .transform(Number),
          format: z.enum(variantFormats),
        }),
        response: {
          200: z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description: 'The image (WebP or JPEG)' }),
          302: z.null().describe("The ratio's current version of this URL (the crop changed)"),
          400: errorResponse,
          404: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.tenantFromHost();
      const { id, version, ratio, width, format } = request.params;
      const picture = tenant === undefined ? undefined : await pictures.byId(tenant.id, id);
      if (picture === undefined) throw new HttpError(404, request.t('error.notFound'));
      if (ratio === wholePictureKey) {
        const whole = wholePictureSources(picture);
        if (version !== whole.version) {
          return reply
            .header('cache-control', 'no-cache')
            .redirect(variantPath(picture.id, whole.version, ratio, whole.width, format), 302);
        }
        if (width !== whole.width) throw new HttpError(404, request.t('error.notFound'));
        const bytes = await withStorageErrors(request, () =>
          variants.get(picture, version, ratio, width, format, whole),
        );
        if (bytes === undefined) throw new HttpError(404, request.t('error.notFound'));
        return sendVariant(reply, format, bytes);
      }
      const sources = ratioSources(picture, ratio);

      if (version !== sources.version) {
        // The same width when the new crop has it, else the nearest one it has.
        const nearest = sources.widths.reduce((best, candidate) =>
          Math.abs(candidate - width) < Math.abs(best - width) ? candidate : best,
        );
        return reply
          .header('cache-control', 'no-cache')
          .redirect(variantPath(picture.id, sources.version, ratio, nearest, format), 302);
      }
      if (!sources.widths.includes(width)) throw new HttpError(404, request.t('error.notFound'));

      const box = { rect: cropRect(picture, ratio), height: variantHeight(ratio, width) };
      const bytes = await withStorageErrors(request, () => variants.get(picture, version, ratio, width, format, box));
      if (bytes === undefined) throw new HttpError(404, request.t('error.notFound'));
      return sendVariant(reply, format, bytes);
    },
  );
};

/** A variant's bytes: cached for a year (a URL's bytes never change), its type fixed. */
function sendVariant(reply: FastifyReply, format: VariantFormat, bytes: Buffer) {
  reply
    .type(variantContentTypes[format])
    .header('cache-control', 'public, max-age=31536000, immutable')
    // The bytes are ours (re-encoded); a browser must not second-guess their type.
    .header('x-content-type-options', 'nosniff');
  return bytes;
}
