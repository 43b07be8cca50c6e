import type { FastifyPluginAsync } from 'fastify';
import { getPictureRoute } from './get-picture';
import { getPictureVariantRoute } from './get-picture-variant';
import { listPicturesRoute } from './list-pictures';
import type { PictureStore } from './picture-store';
import { createPictureVariants } from './picture-variants';
import type { PicturesRepository } from './pictures-repository';
import { updatePictureRoute } from './update-picture';
import { uploadPictureRoute } from './upload-picture';

/**
 * The newsroom's pictures (issue 33): newsroom users upload and crop them (`/api/v2/editor/pictures`),
 * pages show them from `/media/pictures/…` in the ratios the site's boxes have, resized on first request.
 * Where the bytes live is the store's business (`picture-store.ts`: Postgres, or S3 when configured).
 */
export const picturesArea: FastifyPluginAsync<{ pictures: PicturesRepository; store: PictureStore }> = async (
  app,
  { pictures, store },
) => {
  await app.register(uploadPictureRoute, { pictures, store });
  await app.register(updatePictureRoute, { pictures, store });
  await app.register(listPicturesRoute, { pictures });
  await app.register(getPictureRoute, { pictures });
  await app.register(getPictureVariantRoute, { pictures, variants: createPictureVariants(store) });
};
