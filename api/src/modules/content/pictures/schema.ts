import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/schema';
import { tenants } from '../../tenants/schema';

/**
 * Binary column (Postgres `bytea`), read and written as a Node Buffer by both drivers. The same type as
 * the avatars' in accounts/schema.ts, which keeps its own private: modules don't reach into each other's tables.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A crop as fractions (0..1) of the original's oriented width and height. */
export interface PictureCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The editor's crop per ratio key (`3x2`, …); a ratio without one is cropped around the centre. */
export type PictureCrops = Partial<Record<string, PictureCrop>>;

/**
 * Issue 33: the newsroom's uploaded pictures. The original is kept as uploaded, either in `original`
 * (Postgres storage, the default) or in the object store under `storage_key` (PICTURE_STORAGE=s3);
 * exactly one of them is set. Width and height are the oriented (EXIF-applied) ones the crops refer to.
 */
export const pictures = pgTable(
  'pictures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The original's type, sniffed from its bytes: image/jpeg, image/png or image/webp. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** sha256 of the original (hex): part of every variant's version, with the crop. */
    sha256: text('sha256').notNull(),
    original: bytea('original'),
    storageKey: text('storage_key'),
    crops: jsonb('crops').$type<PictureCrops>().notNull().default({}),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The picker's list: a tenant's pictures, newest first.
    index('pictures_tenant_created_idx').on(table.tenantId, table.createdAt.desc(), table.id.desc()),
    check('pictures_original_stored_check', sql`(${table.original} is null) <> (${table.storageKey} is null)`),
  ],
);

/**
 * Resized variants made on first request (Postgres storage only; with S3 they are objects beside the
 * original). The version is a hash of the original and the ratio's crop, so a new crop is a new row.
 */
export const pictureVariants = pgTable(
  'picture_variants',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    pictureId: integer('picture_id')
      .notNull()
      .references(() => pictures.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    ratio: text('ratio').notNull(),
    width: integer('width').notNull(),
    format: text('format', { enum: ['webp', 'jpg'] }).notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.pictureId, table.version, table.ratio, table.width, table.format] }),
    check('picture_variants_format_check', sql`${table.format} in ('webp', 'jpg')`),
  ],
);
