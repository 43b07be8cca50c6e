import type { FastifyInstance } from 'fastify';
import { createDatabasePictureStore, type PictureStore } from './picture-store';
import type { PicturesRepository } from './pictures-repository';
import { createS3PictureStore } from './s3-picture-store';

/** The store the configuration asks for (PICTURE_STORAGE); an S3 client's sockets close with the app. */
export function createPictureStore(app: FastifyInstance, pictures: PicturesRepository): PictureStore {
  const settings = app.config.pictures;
  if (settings.storage === 'postgres') return createDatabasePictureStore(pictures);
  const store = createS3PictureStore(settings.s3);
  app.addHook('onClose', async () => store.close());
  return store;
}
