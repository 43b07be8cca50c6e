import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/schema';

/**
 * COL-01: collections (a club's players, its trophies). A field is a typed value column of the item
 * row (its `slot`: `text_1`…`text_8`, `number_1`…`number_8`, `date_1`…`date_4`), each with a btree index
 * `(tenant_id, collection_id, <column>, id)`. The items calls filter and sort in an in-memory index of
 * these columns (collection-index.ts, decision 0060); collections too large for it use SQL on the item
 * rows, read through those indexes (bitmap scans, AND-ed) or in one pass. A first design
 * with one value row per item and field (entity-attribute-value) needed a join per filter and was
 * 4–10 times slower on 50,000 items (see the notes of COL-01).
 */

export const collectionFieldTypes = ['text', 'number', 'decimal', 'datetime'] as const;
export type CollectionFieldType = (typeof collectionFieldTypes)[number];

export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Items a call of the items endpoint sends. */
    pageSize: integer('page_size').notNull().default(24),
    /** Kept by the statement triggers of migration 0012 on `collection_items`: the count every items call sends. */
    itemCount: integer('item_count').notNull().default(0),
    /**
     * Raised by the statement triggers of migration 0022 on every insert, update and delete of the
     * collection's items: an in-memory index built for an older version is built again (decision 0060).
     */
    itemsVersion: integer('items_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('collections_tenant_slug_key').on(table.tenantId, table.slug)],
);

export const collectionFields = pgTable(
  'collection_fields',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    /** In the tenant's language (the demo writes en or nl). */
    label: text('label').notNull(),
    type: text('type', { enum: collectionFieldTypes }).notNull(),
    /** What the value means beyond its type (`position`, `nationality`, `birth_date`…), for the client. */
    metaType: text('meta_type'),
    filterable: boolean('filterable').notNull().default(true),
    sortable: boolean('sortable').notNull().default(false),
    /** Shown on the item's card. */
    showOnCard: boolean('show_on_card').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The item column holding this field: `text_{slot}`, `number_{slot}` (number, decimal) or `date_{slot}`. */
    slot: integer('slot').notNull(),
  },
  (table) => [index('collection_fields_collection_idx').on(table.tenantId, table.collectionId, table.position)],
);

/** Value columns an item has per kind: text fields, number and decimal fields, date fields. */
export const slotCounts = { text: 8, number: 8, date: 4 } as const;
export type SlotKind = keyof typeof slotCounts;

export function slotKindOf(type: CollectionFieldType): SlotKind {
  if (type === 'text') return 'text';
  if (type === 'datetime') return 'date';
  return 'number';
}

export const collectionItems = pgTable(
  'collection_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    imageUrl: text('image_url'),
    url: text('url'),
    text1: text('text_1'),
    text2: text('text_2'),
    text3: text('text_3'),
    text4: text('text_4'),
    text5: text('text_5'),
    text6: text('text_6'),
    text7: text('text_7'),
    text8: text('text_8'),
    number1: numeric('number_1', { mode: 'number' }),
    number2: numeric('number_2', { mode: 'number' }),
    number3: numeric('number_3', { mode: 'number' }),
    number4: numeric('number_4', { mode: 'number' }),
    number5: numeric('number_5', { mode: 'number' }),
    number6: numeric('number_6', { mode: 'number' }),
    number7: numeric('number_7', { mode: 'number' }),
    number8: numeric('number_8', { mode: 'number' }),
    date1: date('date_1', { mode: 'string' }),
    date2: date('date_2', { mode: 'string' }),
    date3: date('date_3', { mode: 'string' }),
    date4: date('date_4', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The default order (by title, then id).
    index('collection_items_title_idx').on(table.tenantId, table.collectionId, table.title, table.id),
    // One per value column: its filters (equality, IN, ranges) and its sort.
    ...([1, 2, 3, 4, 5, 6, 7, 8] as const).map((n) =>
      index(`collection_items_text_${n}_idx`).on(table.tenantId, table.collectionId, table[`text${n}`], table.id),
    ),
    ...([1, 2, 3, 4, 5, 6, 7, 8] as const).map((n) =>
      index(`collection_items_number_${n}_idx`).on(table.tenantId, table.collectionId, table[`number${n}`], table.id),
    ),
    ...([1, 2, 3, 4] as const).map((n) =>
      index(`collection_items_date_${n}_idx`).on(table.tenantId, table.collectionId, table[`date${n}`], table.id),
    ),
  ],
);
