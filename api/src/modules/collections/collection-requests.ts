import { z } from 'zod';
import type { Translate } from '../../i18n/messages';
import { createFieldErrors } from '../../lib/field-errors';
import type { CollectionFieldType } from './schema';

const databaseId = z.coerce.number().int().positive().max(2_147_483_647);

export const collectionIdParams = z.object({ id: databaseId.describe('The collection') });
export const collectionFieldParams = z.object({
  id: databaseId.describe('The collection'),
  fieldId: databaseId.describe('A text field of the collection'),
});

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

/** Spec constant: the first 5 options of a text filter come with the actions; the options call skips them. */
export const preloadedOptions = 5;
/** The most options a text filter sends (the show-more call). */
export const maxOptions = 1000;
/** The deepest page (`offset`) the items call answers. */
const maxPage = 10_000;

/** How many of each repeated parameter one request may carry. */
const maxEntries = { filter: 50, sliders: 10, dates: 10 } as const;

const repeated = z
  .union([z.string().max(300), z.array(z.string().max(300)).max(200)])
  .optional()
  .describe('Repeatable');

/**
 * The items call's query as sent. Kept as loose strings on purpose: each entry is read against the
 * collection's fields (`parseItemQuery`), so a wrong one is a 422 under its parameter's name (filter,
 * sliders, dates, sort, offset) that says what is wrong, not a schema failure.
 */
export const itemsQuery = z.object({
  tenant_id: z.string().max(100).optional(),
  offset: z.string().max(20).optional().describe('The page, from 0 (spec: page offsets start at 0 for collections)'),
  'filter[]': repeated.describe('field,value: text options; several of one field OR together, fields AND'),
  'sliders[]': repeated.describe('field,min,max: a number or decimal range, both ends included'),
  'dates[]': repeated.describe('field,MM/DD/YYYY-MM/DD/YYYY: a date range, both ends included; one end may be empty'),
  sort: z.string().max(20).optional().describe('A sortable field id followed by a (ascending) or d (descending)'),
});
type ItemsQuery = z.infer<typeof itemsQuery>;

interface FieldDefinition {
  id: number;
  label: string;
  type: CollectionFieldType;
  filterable: boolean;
  sortable: boolean;
}

/** What the items call asks for, checked against the collection's fields. */
export interface ItemFilters {
  /** Per text field, the values any of which an item must have. */
  texts: { fieldId: number; values: string[] }[];
  /** Number and decimal ranges, both ends included. */
  numbers: { fieldId: number; min: number; max: number }[];
  /** Date ranges (`YYYY-MM-DD`), both ends included; null is open. */
  dates: { fieldId: number; from: string | null; to: string | null }[];
}

export interface ItemQuery extends ItemFilters {
  page: number;
  sort: { fieldId: number; type: CollectionFieldType; direction: 'asc' | 'desc' } | null;
}

const listOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const idPattern = /^\d{1,10}$/;
const numberPattern = /^-?\d{1,12}(\.\d{1,6})?$/;
const datePattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** MM/DD/YYYY (the spec's date format) as `YYYY-MM-DD`, or null when it is not a real day. */
function parseUsDate(text: string): string | null {
  const match = datePattern.exec(text);
  if (match === null) return null;
  const [, month, day, year] = match.map(Number);
  if (month === undefined || day === undefined || year === undefined || year < 1000) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` as the spec's MM/DD/YYYY. */
export function formatUsDate(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/**
 * Reads the items call's query against the collection's fields. Every problem is collected per
 * parameter and thrown as one 422 (`filter`, `sliders`, `dates`, `sort`, `offset`).
 */
export function parseItemQuery(query: ItemsQuery, fields: readonly FieldDefinition[], t: Translate): ItemQuery {
  const errors = createFieldErrors();
  const byId = new Map(fields.map((field) => [field.id, field]));

  /** The filterable field of `idText` with a type in `types`, or undefined after adding the error. */
  function fieldOf(parameter: string, idText: string, types: readonly CollectionFieldType[]) {
    const field = idPattern.test(idText) ? byId.get(Number(idText)) : undefined;
    if (field === undefined) {
      errors.add(parameter, t('collections.unknownField', { field: idText.slice(0, 20) }));
      return undefined;
    }
    if (!field.filterable) {
      errors.add(parameter, t('collections.notFilterable', { field: field.label }));
      return undefined;
    }
    if (!types.includes(field.type)) {
      errors.add(
        parameter,
        t('collections.wrongType', { field: field.label, type: t(`collections.type.${field.type}`) }),
      );
      return undefined;
    }
    return field;
  }

  const filterEntries = listOf(query['filter[]']);
  const sliderEntries = listOf(query['sliders[]']);
  const dateEntries = listOf(query['dates[]']);

  const texts = new Map<number, string[]>();
  if (filterEntries.length > maxEntries.filter)
    errors.add('filter', t('collections.tooMany', { max: maxEntries.filter }));
  else
    for (const entry of filterEntries) {
      const comma = entry.indexOf(',');
      const value = comma < 0 ? '' : entry.slice(comma + 1);
      if (comma < 0 || value.trim() === '') {
        errors.add('filter', t('collections.badFilter'));
        continue;
      }
      const field = fieldOf('filter', entry.slice(0, comma), ['text']);
      if (field === undefined) continue;
      const values = texts.get(field.id) ?? [];
      if (!values.includes(value)) values.push(value);
      texts.set(field.id, values);
    }

  const numbers: ItemFilters['numbers'] = [];
  if (sliderEntries.length > maxEntries.sliders)
    errors.add('sliders', t('collections.tooMany', { max: maxEntries.sliders }));
  else
    for (const entry of sliderEntries) {
      const parts = entry.split(',');
      if (parts.length !== 3) {
        errors.add('sliders', t('collections.badSlider'));
        continue;
      }
      const [idText = '', minText = '', maxText = ''] = parts.map((part) => part.trim());
      const field = fieldOf('sliders', idText, ['number', 'decimal']);
      if (field === undefined) continue;
      const bad = [minText, maxText].find((text) => !numberPattern.test(text));
      if (bad !== undefined) {
        errors.add('sliders', t('collections.badNumber', { value: bad.slice(0, 20) }));
        continue;
      }
      const min = Number(minText);
      const max = Number(maxText);
      if (min > max) {
        errors.add('sliders', t('collections.minOverMax', { min, max }));
        continue;
      }
      numbers.push({ fieldId: field.id, min, max });
    }

  const dates: ItemFilters['dates'] = [];
  if (dateEntries.length > maxEntries.dates) errors.add('dates', t('collections.tooMany', { max: maxEntries.dates }));
  else
    for (const entry of dateEntries) {
      const comma = entry.indexOf(',');
      const range = comma < 0 ? '' : entry.slice(comma + 1);
      const ends = range.split('-').map((end) => end.trim());
      const [fromText = '', toText = ''] = ends;
      if (comma < 0 || ends.length !== 2 || (fromText === '' && toText === '')) {
        errors.add('dates', t('collections.badDates'));
        continue;
      }
      const field = fieldOf('dates', entry.slice(0, comma).trim(), ['datetime']);
      if (field === undefined) continue;
      const from = fromText === '' ? null : parseUsDate(fromText);
      const to = toText === '' ? null : parseUsDate(toText);
      if ((fromText !== '' && from === null) || (toText !== '' && to === null)) {
        const bad = fromText !== '' && from === null ? fromText : toText;
        errors.add('dates', t('collections.badDate', { value: bad.slice(0, 20) }));
        continue;
      }
      if (from !== null && to !== null && from > to) {
        errors.add('dates', t('collections.startAfterEnd'));
        continue;
      }
      dates.push({ fieldId: field.id, from, to });
    }

  let sort: ItemQuery['sort'] = null;
  if (query.sort !== undefined && query.sort !== '') {
    const match = /^(\d{1,10})([ad])$/.exec(query.sort);
    const field = match === null ? undefined : byId.get(Number(match[1]));
    if (match === null) errors.add('sort', t('collections.badSort'));
    else if (field === undefined) errors.add('sort', t('collections.unknownField', { field: match[1] ?? '' }));
    else if (!field.sortable) errors.add('sort', t('collections.notSortable', { field: field.label }));
    else sort = { fieldId: field.id, type: field.type, direction: match[2] === 'd' ? 'desc' : 'asc' };
  }

  let page = 0;
  if (query.offset !== undefined && query.offset !== '') {
    if (!/^\d{1,6}$/.test(query.offset) || Number(query.offset) > maxPage)
      errors.add('offset', t('collections.badOffset', { max: maxPage }));
    else page = Number(query.offset);
  }

  errors.throwIfAny(t('collections.badFilter'));
  return {
    texts: [...texts].map(([fieldId, values]) => ({ fieldId, values })),
    numbers,
    dates,
    sort,
    page,
  };
}
