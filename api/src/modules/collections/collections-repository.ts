import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  type CollectionIndexes,
  type IndexedItemRow,
  type IndexSource,
  type SlotRef,
  slotFilters,
} from './collection-index';
import type { ItemFilters, ItemQuery } from './collection-requests';
import { type CollectionFieldType, collectionFields, collectionItems, collections, slotKindOf } from './schema';

interface CollectionRecord {
  id: number;
  slug: string;
  title: string;
  description: string;
  pageSize: number;
  itemCount: number;
  /** Raised by every write of the collection's items (migration 0022): the version an index is built for. */
  itemsVersion: number;
}

export interface FieldRecord {
  id: number;
  label: string;
  type: CollectionFieldType;
  metaType: string | null;
  filterable: boolean;
  sortable: boolean;
  showOnCard: boolean;
  slot: number;
}

export interface ItemValue {
  fieldId: number;
  text: string | null;
  number: number | null;
  /** `YYYY-MM-DD`. */
  date: string | null;
}

export interface ItemRecord {
  id: number;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  url: string | null;
  values: ItemValue[];
}

interface OptionRecord {
  value: string;
  count: number;
}

/** Filters matching more items than this are counted as "this many or more" (SCL-04). */
export const exactCountUpTo = 1_000;

/** The one row of the items statement (both drivers answer `{rows}`; json comes parsed). */
const pageRow = z.object({
  matched: z.coerce.number().int(),
  ids: z.array(z.number().int()),
});

function firstRow(result: unknown): unknown {
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  if (!Array.isArray(rows)) throw new Error('the database answered the items statement without rows');
  return rows[0];
}

const textColumns = [
  collectionItems.text1,
  collectionItems.text2,
  collectionItems.text3,
  collectionItems.text4,
  collectionItems.text5,
  collectionItems.text6,
  collectionItems.text7,
  collectionItems.text8,
];
const numberColumns = [
  collectionItems.number1,
  collectionItems.number2,
  collectionItems.number3,
  collectionItems.number4,
  collectionItems.number5,
  collectionItems.number6,
  collectionItems.number7,
  collectionItems.number8,
];
const dateColumns = [collectionItems.date1, collectionItems.date2, collectionItems.date3, collectionItems.date4];

/** The slot a field's values are kept in. */
function slotOf(field: { type: CollectionFieldType; slot: number }): SlotRef {
  return { kind: slotKindOf(field.type), slot: field.slot };
}

/** The item column of a field (its type's slot). Slots are checked when stored; a bad one is a bug. */
function columnOf(field: { type: CollectionFieldType; slot: number }): PgColumn {
  return columnOfSlot(slotOf(field));
}

function columnOfSlot({ kind, slot }: SlotRef): PgColumn {
  const columns = kind === 'text' ? textColumns : kind === 'date' ? dateColumns : numberColumns;
  const column = columns[slot - 1];
  if (column === undefined) throw new Error(`no ${kind} column for slot ${slot}`);
  return column;
}

/** Every value column of an item, numbers as float8 (node-postgres gives numeric as text). */
const valueSelection = {
  ...Object.fromEntries(textColumns.map((column, index) => [`text${index + 1}`, column])),
  ...Object.fromEntries(
    numberColumns.map((column, index) => [`number${index + 1}`, sql<number | null>`${column}::float8`]),
  ),
  ...Object.fromEntries(dateColumns.map((column, index) => [`date${index + 1}`, column])),
} as Record<string, PgColumn | SQL<number | null>>;

function valuesOf(row: Record<string, unknown>, fields: FieldRecord[]): ItemValue[] {
  return fields.map((field) => {
    const kind = slotKindOf(field.type);
    const raw = row[`${kind}${field.slot}`];
    const value: ItemValue = { fieldId: field.id, text: null, number: null, date: null };
    if (raw === null || raw === undefined) return value;
    if (kind === 'text') value.text = String(raw);
    else if (kind === 'date') value.date = String(raw).slice(0, 10);
    else value.number = Number(raw);
    return value;
  });
}

/**
 * The tenant's collections (COL-01). Every read takes the tenant and filters on it, so another
 * tenant's collection, field or item is never found.
 */
export function createCollectionsRepository(
  db: Database,
  {
    indexes,
    indexItemsUpTo,
  }: {
    /** The in-memory indexes the items calls filter with (decision 0060). */
    indexes: CollectionIndexes;
    /** Larger collections are filtered in SQL, their counts capped (a bound on this process's memory). */
    indexItemsUpTo: number;
  },
) {
  /**
   * The filters as conditions on the item rows, each on one indexed column: the values of one text
   * field OR together (`IN`), different fields AND (one condition each).
   */
  function filterConditions(filters: ItemFilters, fieldsById: Map<number, FieldRecord>): SQL[] {
    const column = (fieldId: number) => {
      const field = fieldsById.get(fieldId);
      if (field === undefined) throw new Error(`no field ${fieldId}`);
      return columnOf(field);
    };
    const conditions: (SQL | undefined)[] = [
      ...filters.texts.map(({ fieldId, values }) => inArray(column(fieldId), values)),
      ...filters.numbers.map(({ fieldId, min, max }) => and(gte(column(fieldId), min), lte(column(fieldId), max))),
      ...filters.dates.map(({ fieldId, from, to }) =>
        and(
          isNotNull(column(fieldId)),
          from === null ? undefined : gte(column(fieldId), from),
          to === null ? undefined : lte(column(fieldId), to),
        ),
      ),
    ];
    return conditions.filter((condition): condition is SQL => condition !== undefined);
  }

  const collectionSelection = {
    id: collections.id,
    slug: collections.slug,
    title: collections.title,
    description: collections.description,
    pageSize: collections.pageSize,
    itemCount: collections.itemCount,
    itemsVersion: collections.itemsVersion,
  };

  /** The filterable and sortable slots' values of every item of the collection, and each text slot's values in SQL's order. */
  async function indexSource(tenantId: string, collectionId: number, slots: SlotRef[]): Promise<IndexSource> {
    const inCollection = and(eq(collectionItems.tenantId, tenantId), eq(collectionItems.collectionId, collectionId));
    const selection = Object.fromEntries(
      slots.map((ref) => {
        const key = `${ref.kind}${ref.slot}`;
        const column = columnOfSlot(ref);
        return [
          key,
          ref.kind === 'number'
            ? sql<number | null>`${column}::float8`
            : ref.kind === 'date'
              ? sql<string | null>`${column}::text`
              : column,
        ];
      }),
    );
    const textSlots = slots.filter((ref) => ref.kind === 'text');
    const [rows, ...textValues] = await Promise.all([
      db
        .select({ id: collectionItems.id, ...selection })
        .from(collectionItems)
        .where(inCollection)
        .orderBy(asc(collectionItems.title), asc(collectionItems.id)),
      ...textSlots.map((ref) => {
        const column = columnOfSlot(ref);
        return db
          .select({ value: sql<string>`${column}` })
          .from(collectionItems)
          .where(and(inCollection, isNotNull(column)))
          .groupBy(column)
          .orderBy(asc(column));
      }),
    ]);
    return {
      rows: rows.map(({ id, ...values }): IndexedItemRow => ({
        id,
        values: Object.fromEntries(
          Object.entries(values).map(([key, value]) => [
            key,
            typeof value === 'number' || typeof value === 'string' ? value : null,
          ]),
        ),
      })),
      textValues: new Map(
        textSlots.map((slot, position) => [`text${slot.slot}`, (textValues[position] ?? []).map(({ value }) => value)]),
      ),
    };
  }

  /** A page's ids and the exact count, from the collection's in-memory index (decision 0060). */
  async function pageFromIndex(
    tenantId: string,
    collection: CollectionRecord,
    fields: FieldRecord[],
    query: ItemQuery,
  ): Promise<{ ids: number[]; matched: number; countLimit: null }> {
    const slots = fields.filter((field) => field.filterable || field.sortable).map(slotOf);
    const index = await indexes.get(`${tenantId}:${collection.id}`, collection.itemsVersion, slots, () =>
      indexSource(tenantId, collection.id, slots),
    );
    const fieldSlot = (fieldId: number) => {
      const field = fields.find((candidate) => candidate.id === fieldId);
      if (field === undefined) throw new Error(`no field ${fieldId}`);
      return slotOf(field);
    };
    const sort = query.sort === null ? null : { ...fieldSlot(query.sort.fieldId), direction: query.sort.direction };
    const { ids, matched } = index.page(
      slotFilters(query, fieldSlot),
      sort,
      query.page * collection.pageSize,
      collection.pageSize,
    );
    return { ids, matched, countLimit: null };
  }

  /**
   * A page's ids in SQL, for a collection too large to keep in memory: the page and the count apart,
   * each bounded (SCL-04), the count stopping at `exactCountUpTo` (or the page's end).
   */
  async function pageFromSql(
    tenantId: string,
    collection: CollectionRecord,
    fieldsById: Map<number, FieldRecord>,
    query: ItemQuery,
  ): Promise<{ ids: number[]; matched: number; countLimit: number }> {
    const where = and(
      eq(collectionItems.tenantId, tenantId),
      eq(collectionItems.collectionId, collection.id),
      ...filterConditions(query, fieldsById),
    );
    // The page and the count apart, each bounded (SCL-04). The page reads the matches in the asked
    // order and stops after the page: with a sort, the sort column's index in two parts, the items with
    // the value (its index forwards or backwards, the ties by title and id sorted within each value)
    // and then those without (by title and id), so "without the value last" holds in both directions
    // with one ascending index per column; Postgres cannot read an ascending index as DESC NULLS LAST.
    const reach = (query.page + 1) * collection.pageSize;
    let pageIds: SQL;
    let direction = sql`asc`;
    if (query.sort === null) {
      pageIds = sql`
          select ${collectionItems.id} as id, 0 as part, null as sort_value, ${collectionItems.title} as title
            from ${collectionItems} where ${where}
          order by ${collectionItems.title}, ${collectionItems.id}
          limit ${collection.pageSize} offset ${query.page * collection.pageSize}`;
    } else {
      const field = fieldsById.get(query.sort.fieldId);
      if (field === undefined) throw new Error(`no field ${query.sort.fieldId}`);
      const column = columnOf(field);
      direction = query.sort.direction === 'asc' ? sql`asc` : sql`desc`;
      pageIds = sql`
          select id, part, sort_value, title from (
            (select ${collectionItems.id} as id, 0 as part, ${column} as sort_value, ${collectionItems.title} as title
               from ${collectionItems} where ${where} and ${column} is not null
              order by ${column} ${direction}, ${collectionItems.title}, ${collectionItems.id} limit ${reach})
            union all
            (select ${collectionItems.id}, 1, null, ${collectionItems.title}
               from ${collectionItems} where ${where} and ${column} is null
              order by ${collectionItems.title}, ${collectionItems.id} limit ${reach})
          ) parts
          order by part, sort_value ${direction}, title, id
          limit ${collection.pageSize} offset ${query.page * collection.pageSize}`;
    }
    // Counted up to the larger of the cap and the page's end, plus one to know whether more match:
    // a broad filter's count stops there instead of reading every match (shown as "more than 1,000").
    const countLimit = Math.max(exactCountUpTo, reach);
    const result = await db.execute(sql`
        with page as (${pageIds})
        select (select count(*) from (
                  select 1 from ${collectionItems} where ${where} limit ${countLimit + 1}) counted)::integer as matched,
          coalesce((select json_agg(id order by part, sort_value ${direction}, title, id) from page), '[]') as ids`);
    const { matched, ids } = pageRow.parse(firstRow(result));
    return { ids, matched, countLimit };
  }

  return {
    /** The tenant's collections, by title, with their number of items. */
    list(tenantId: string): Promise<CollectionRecord[]> {
      return db
        .select(collectionSelection)
        .from(collections)
        .where(eq(collections.tenantId, tenantId))
        .orderBy(asc(collections.title), asc(collections.id));
    },

    /** The collection with its fields in order, or null when the tenant has none with this id. */
    async byId(tenantId: string, id: number): Promise<{ collection: CollectionRecord; fields: FieldRecord[] } | null> {
      // Both at once: the fields' query carries the tenant too, so it finds nothing for another tenant's id.
      const [[collection], fields] = await Promise.all([
        db
          .select(collectionSelection)
          .from(collections)
          .where(and(eq(collections.tenantId, tenantId), eq(collections.id, id)))
          .limit(1),
        db
          .select({
            id: collectionFields.id,
            label: collectionFields.label,
            type: collectionFields.type,
            metaType: collectionFields.metaType,
            filterable: collectionFields.filterable,
            sortable: collectionFields.sortable,
            showOnCard: collectionFields.showOnCard,
            slot: collectionFields.slot,
          })
          .from(collectionFields)
          .where(and(eq(collectionFields.tenantId, tenantId), eq(collectionFields.collectionId, id)))
          .orderBy(asc(collectionFields.position), asc(collectionFields.id)),
      ]);
      if (collection === undefined) return null;
      return { collection, fields };
    },

    /**
     * One page of the items that pass the filters, in the asked order (items without the value last,
     * then by title and id, so pages never overlap), with the number that pass: exact up to
     * `exactCountUpTo` (or the page's end, when further), else that number with `countCapped`.
     */
    async items(
      tenantId: string,
      collection: CollectionRecord,
      fields: FieldRecord[],
      query: ItemQuery,
    ): Promise<{ items: ItemRecord[]; countWithFilters: number; countCapped: boolean }> {
      const fieldsById = new Map(fields.map((field) => [field.id, field]));
      const { ids, matched, countLimit } =
        collection.itemCount <= indexItemsUpTo
          ? await pageFromIndex(tenantId, collection, fields, query)
          : await pageFromSql(tenantId, collection, fieldsById, query);
      const countCapped = countLimit !== null && matched > countLimit;
      const countWithFilters = countCapped && countLimit !== null ? countLimit : matched;
      const rows =
        ids.length === 0
          ? []
          : await db
              .select({
                id: collectionItems.id,
                title: collectionItems.title,
                subtitle: collectionItems.subtitle,
                imageUrl: collectionItems.imageUrl,
                url: collectionItems.url,
                ...valueSelection,
              })
              .from(collectionItems)
              .where(and(eq(collectionItems.tenantId, tenantId), inArray(collectionItems.id, ids)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ids.flatMap((id) => {
        const row = byId.get(id);
        return row === undefined ? [] : [row];
      });
      const items = ordered.map((row) => ({
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        imageUrl: row.imageUrl,
        url: row.url,
        values: valuesOf(row, fields),
      }));
      return { items, countWithFilters, countCapped };
    },

    /**
     * Per text field, its distinct values with how many items have each, most common first, then
     * alphabetical, from `offset`; and how many distinct values it has.
     */
    async options(
      tenantId: string,
      collectionId: number,
      textFields: FieldRecord[],
      { offset, limit }: { offset: number; limit: number },
    ): Promise<Map<number, { options: OptionRecord[]; distinct: number }>> {
      const inCollection = and(eq(collectionItems.tenantId, tenantId), eq(collectionItems.collectionId, collectionId));
      const perField = await Promise.all(
        textFields.map(async (field) => {
          const column = columnOf(field);
          const rows = await db
            .select({
              value: sql<string>`${column}`,
              count: count(),
              distinct: sql<number>`count(*) over ()`.mapWith(Number),
            })
            .from(collectionItems)
            .where(and(inCollection, isNotNull(column)))
            .groupBy(column)
            .orderBy(desc(count()), asc(column))
            .limit(limit)
            .offset(offset);
          let distinct = rows[0]?.distinct;
          if (distinct === undefined) {
            const [row] = await db
              .select({ distinct: sql<number>`count(distinct ${column})`.mapWith(Number) })
              .from(collectionItems)
              .where(inCollection);
            distinct = row?.distinct ?? 0;
          }
          return [field.id, { options: rows.map(({ value, count }) => ({ value, count })), distinct }] as const;
        }),
      );
      return new Map(perField);
    },

    /** The smallest and largest value of each number, decimal or date field (each from its index). */
    async ranges(
      tenantId: string,
      collectionId: number,
      rangeFields: FieldRecord[],
    ): Promise<Map<number, { min: number | string | null; max: number | string | null }>> {
      if (rangeFields.length === 0) return new Map();
      const cast = (field: FieldRecord, aggregate: 'min' | 'max') =>
        field.type === 'datetime'
          ? sql<string | null>`${sql.raw(aggregate)}(${columnOf(field)})::text`
          : sql<number | null>`${sql.raw(aggregate)}(${columnOf(field)})::float8`;
      const [row] = await db
        .select(
          Object.fromEntries(
            rangeFields.flatMap((field) => [
              [`min${field.id}`, cast(field, 'min')],
              [`max${field.id}`, cast(field, 'max')],
            ]),
          ),
        )
        .from(collectionItems)
        .where(and(eq(collectionItems.tenantId, tenantId), eq(collectionItems.collectionId, collectionId)));
      const read = (value: unknown, type: CollectionFieldType) =>
        value === null || value === undefined ? null : type === 'datetime' ? String(value) : Number(value);
      return new Map(
        rangeFields.map((field) => [
          field.id,
          { min: read(row?.[`min${field.id}`], field.type), max: read(row?.[`max${field.id}`], field.type) },
        ]),
      );
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
