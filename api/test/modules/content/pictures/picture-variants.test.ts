import sharp from 'sharp';
import { cropRect, ratioSources, variantHeight } from '../../../../src/modules/content/pictures/picture-crops';
import type { PictureStore } from '../../../../src/modules/content/pictures/picture-store';
import { createPictureVariants } from '../../../../src/modules/content/pictures/picture-variants';
import type { Picture, VariantKey } from '../../../../src/modules/content/pictures/pictures-repository';

/** A store in memory that counts what it is asked, with reads that take a while (as a network's do). */
function countingStore(original: Buffer) {
  const variants = new Map<string, Buffer>();
  const calls = { readOriginal: 0, saveVariant: 0 };
  const keyOf = (key: VariantKey) => `${key.pictureId}/${key.version}/${key.ratio}-${key.width}.${key.format}`;
  const store: PictureStore = {
    kind: 'postgres',
    saveOriginal: async () => ({ original }),
    async readOriginal() {
      calls.readOriginal += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return original;
    },
    readVariant: async (key) => variants.get(keyOf(key)),
    async saveVariant(key, bytes) {
      calls.saveVariant += 1;
      variants.set(keyOf(key), bytes);
    },
    forgetVariants: async () => undefined,
  };
  return { store, calls };
}

test('[NR-03] concurrent requests for one variant share one resize; a later one reads the kept bytes', async () => {
  const original = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const picture: Picture = {
    id: 7,
    tenantId: 'tribune',
    alt: 'A test picture',
    width: 1000,
    height: 800,
    contentType: 'image/jpeg',
    byteSize: original.length,
    sha256: 'a'.repeat(64),
    storageKey: null,
    crops: {},
    uploadedBy: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  const { store, calls } = countingStore(original);
  const variants = createPictureVariants(store);
  const { version } = ratioSources(picture, '3x2');
  const box = { rect: cropRect(picture, '3x2'), height: variantHeight('3x2', 640) };

  const answers = await Promise.all(
    Array.from({ length: 5 }, () => variants.get(picture, version, '3x2', 640, 'webp', box)),
  );
  expect(calls).toEqual({ readOriginal: 1, saveVariant: 1 });
  expect(new Set(answers).size).toBe(1);
  expect(await sharp(answers[0]).metadata()).toMatchObject({ format: 'webp', width: 640, height: 427 });

  // Another variant is its own render, at the same time as a repeat of the first (which is kept).
  await Promise.all([
    variants.get(picture, version, '3x2', 640, 'jpg', box),
    variants.get(picture, version, '3x2', 640, 'webp', box),
  ]);
  expect(calls).toEqual({ readOriginal: 2, saveVariant: 2 });
});
