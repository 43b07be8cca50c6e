import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { VariantFormat } from './picture-crops';
import { pictures, pictureVariants, type PictureCrops } from './schema';

/** A picture's row without its bytes (lists and variant requests never load originals). */
export interface Picture {
  id: number;
  tenantId: string;
  alt: string;
  width: number;
  height: number;
  contentType: string;
  byteSize: number;
  sha256: string;
  storageKey: string | null;
  crops: PictureCrops;
  uploadedBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

interface NewPicture {
  alt: string;
  width: number;
  height: number;
  contentType: string;
  byteSize: number;
  sha256: string;
  crops: PictureCrops;
  uploadedBy: number;
  /** Where the original went: into the row (Postgres storage) or under a key of the object store. */
  stored: { original: Buffer } | { storageKey: string };
}

/** One variant, as stored: the picture (which carries the tenant), its version and what was asked. */
export interface VariantKey {
  tenantId: string;
  pictureId: number;
  version: string;
  ratio: string;
  width: number;
  format: VariantFormat;
}

const columns = {
  id: pictures.id,
  tenantId: pictures.tenantId,
  alt: pictures.alt,
  width: pictures.width,
  height: pictures.height,
  contentType: pictures.contentType,
  byteSize: pictures.byteSize,
  sha256: pictures.sha256,
  storageKey: pictures.storageKey,
  crops: pictures.crops,
  uploadedBy: pictures.uploadedBy,
  createdAt: pictures.createdAt,
  updatedAt: pictures.updatedAt,
};

export type PicturesRepository = ReturnType<typeof createPicturesRepository>;

/**
 * The newsroom's pictures (issue 33). Every call takes the tenant and filters on it, so no picture of
 * another tenant can be read or changed through it.
 */
export function createPicturesRepository(db: Database) {
  return {
    async insert(tenantId: string, picture: NewPicture): Promise<Picture> {
      const { stored, ...values } = picture;
      const [row] = await db
        .insert(pictures)
        .values({
          tenantId,
          ...values,
          ...('original' in stored ? { original: stored.original } : { storageKey: stored.storageKey }),
        })
        .returning(columns);
      if (row === undefined) throw new Error('inserting a picture returned no row');
      return row;
    },

    async byId(tenantId: string, id: number): Promise<Picture | undefined> {
      const [row] = await db
        .select(columns)
        .from(pictures)
        .where(and(eq(pictures.tenantId, tenantId), eq(pictures.id, id)))
        .limit(1);
      return row;
    },

    /** Changes the alt text and/or the crops; undefined when there is no such picture on the tenant. */
    async update(
      tenantId: string,
      id: number,
      changes: { alt?: string; crops?: PictureCrops },
    ): Promise<Picture | undefined> {
      const [row] = await db
        .update(pictures)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(pictures.tenantId, tenantId), eq(pictures.id, id)))
        .returning(columns);
      return row;
    },

    /** The tenant's pictures, newest first (the picker), and how many there are. */
    async page(tenantId: string, offset: number, limit: number): Promise<{ rows: Picture[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select(columns)
          .from(pictures)
          .where(eq(pictures.tenantId, tenantId))
          .orderBy(desc(pictures.createdAt), desc(pictures.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(pictures).where(eq(pictures.tenantId, tenantId)),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The original's bytes when they are kept in the row (Postgres storage). */
    async original(tenantId: string, id: number): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ original: pictures.original })
        .from(pictures)
        .where(and(eq(pictures.tenantId, tenantId), eq(pictures.id, id)))
        .limit(1);
      return row?.original ?? undefined;
    },

    async variant(key: VariantKey): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ bytes: pictureVariants.bytes })
        .from(pictureVariants)
        .where(
          and(
            eq(pictureVariants.tenantId, key.tenantId),
            eq(pictureVariants.pictureId, key.pictureId),
            eq(pictureVariants.version, key.version),
            eq(pictureVariants.ratio, key.ratio),
            eq(pictureVariants.width, key.width),
            eq(pictureVariants.format, key.format),
          ),
        )
        .limit(1);
      return row?.bytes;
    },

    /** Keeps a variant; another process that made the same one first wins (the bytes are the same). */
    async saveVariant(key: VariantKey, bytes: Buffer): Promise<void> {
      await db
        .insert(pictureVariants)
        .values({ ...key, bytes })
        .onConflictDoNothing();
    },

    async forgetVariants(tenantId: string, pictureId: number, keep: string[]): Promise<void> {
      await db
        .delete(pictureVariants)
        .where(
          and(
            eq(pictureVariants.tenantId, tenantId),
            eq(pictureVariants.pictureId, pictureId),
            notInArray(pictureVariants.version, keep),
          ),
        );
    },
  };
}
