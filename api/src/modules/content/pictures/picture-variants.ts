import { type CropRect, type VariantFormat } from './picture-crops';
import { renderVariant, variantContentTypes } from './picture-image';
import type { PictureStore } from './picture-store';
import type { Picture, VariantKey } from './pictures-repository';

export type PictureVariants = ReturnType<typeof createPictureVariants>;

/** What a variant shows of the original (in its pixels, upright) and the height it is scaled to. */
interface VariantBox {
  rect: CropRect;
  height: number;
}

/**
 * Variants are made on their first request and kept in the store, so later requests, on this process
 * or any other, read them instead of resizing again. Within a process one variant is made at most once
 * at a time: concurrent requests for it (a page's first visitors) share the one render.
 */
export function createPictureVariants(store: PictureStore) {
  const inFlight = new Map<string, Promise<Buffer | undefined>>();

  async function readOrMake(picture: Picture, key: VariantKey, box: VariantBox): Promise<Buffer | undefined> {
    const kept = await store.readVariant(key);
    if (kept !== undefined) return kept;
    const original = await store.readOriginal(picture);
    // A row without its bytes (an object removed from the bucket by hand): nothing to make it from.
    if (original === undefined) return undefined;
    const bytes = await renderVariant(original, box.rect, { width: key.width, height: box.height }, key.format);
    await store.saveVariant(key, bytes, variantContentTypes[key.format]);
    return bytes;
  }

  return {
    /**
     * The variant's bytes; undefined when the picture's original is gone. `name` is the ratio's key (or
     * the whole picture's), `box` the part of the original it shows and the height it is scaled to.
     */
    get(picture: Picture, version: string, name: string, width: number, format: VariantFormat, box: VariantBox) {
      const key: VariantKey = {
        tenantId: picture.tenantId,
        pictureId: picture.id,
        version,
        ratio: name,
        width,
        format,
      };
      const id = `${key.pictureId}/${version}/${name}-${width}.${format}`;
      let pending = inFlight.get(id);
      if (pending === undefined) {
        pending = readOrMake(picture, key, box).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return pending;
    },
  };
}
