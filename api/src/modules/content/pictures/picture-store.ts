import type { Picture, PicturesRepository, VariantKey } from './pictures-repository';

/**
 * Where pictures' bytes live (issue 33): in Postgres (the default, so every API process sees them) or
 * in an S3-compatible bucket (`s3-picture-store.ts`). The rows (alt text, size, crops) are always in
 * Postgres; only the bytes move.
 */
export interface PictureStore {
  readonly kind: 'postgres' | 's3';
  /** Keeps an upload's original before its row is written; answers what the row records of it. */
  saveOriginal(
    tenantId: string,
    original: { bytes: Buffer; sha256: string; contentType: string },
  ): Promise<{ original: Buffer } | { storageKey: string }>;
  readOriginal(picture: Picture): Promise<Buffer | undefined>;
  readVariant(key: VariantKey): Promise<Buffer | undefined>;
  saveVariant(key: VariantKey, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Removes a picture's variants of every version but `keep` (the ratios' current ones): after a crop
   * changes, old URLs only redirect, so their bytes would never be read again.
   */
  forgetVariants(picture: Picture, keep: string[]): Promise<void>;
}

/** A failure of the store itself (S3 unreachable, refused credentials): the route answers 503. */
export class PictureStorageError extends Error {
  override name = 'PictureStorageError';
}

/** Originals in `pictures.original`, variants in `picture_variants`. */
export function createDatabasePictureStore(pictures: PicturesRepository): PictureStore {
  return {
    kind: 'postgres',
    saveOriginal: async (_tenantId, original) => ({ original: original.bytes }),
    readOriginal: (picture) => pictures.original(picture.tenantId, picture.id),
    readVariant: (key) => pictures.variant(key),
    saveVariant: (key, bytes) => pictures.saveVariant(key, bytes),
    forgetVariants: (picture, keep) => pictures.forgetVariants(picture.tenantId, picture.id, keep),
  };
}
