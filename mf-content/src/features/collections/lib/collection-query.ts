/**
 * The collection page's filters live in the address, in the API's own parameters (`filter[]=field,value`,
 * `sliders[]=field,min,max`, `dates[]=field,MM/DD/YYYY-MM/DD/YYYY`, `sort=<field>a|d`), so a reload,
 * a shared link and the back button keep them, and the items call sends them as they are.
 */
export const queryKeys = { filter: 'filter[]', sliders: 'sliders[]', dates: 'dates[]', sort: 'sort' } as const;

const ownKeys: readonly string[] = Object.values(queryKeys);

/** The page's parameters only, in a stable order (the cache key of the items call). */
export function collectionQueryOf(search: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ownKeys) for (const value of search.getAll(key)) query.append(key, value);
  return query;
}

/** The parameters as the API client takes them: repeated ones as arrays. */
export function apiQueryOf(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of ownKeys) {
    const values = query.getAll(key);
    if (values.length === 0) continue;
    out[key] = key === queryKeys.sort ? (values[0] ?? '') : values;
  }
  return out;
}

function entriesOf(query: URLSearchParams, key: string, fieldId: number): string[] {
  const prefix = `${fieldId},`;
  return query
    .getAll(key)
    .filter((entry) => entry.startsWith(prefix))
    .map((entry) => entry.slice(prefix.length));
}

/** A copy of `query` with the entries of `key` for `fieldId` replaced by `values` (each `value` after `field,`). */
function withEntries(query: URLSearchParams, key: string, fieldId: number, values: string[]): URLSearchParams {
  const next = new URLSearchParams();
  const prefix = `${fieldId},`;
  for (const [name, value] of query) if (name !== key || !value.startsWith(prefix)) next.append(name, value);
  for (const value of values) next.append(key, `${prefix}${value}`);
  return next;
}

/** The checked values of a text filter. */
export function checkedValues(query: URLSearchParams, fieldId: number): string[] {
  return entriesOf(query, queryKeys.filter, fieldId);
}

export function withChecked(query: URLSearchParams, fieldId: number, value: string, checked: boolean) {
  const values = checkedValues(query, fieldId).filter((existing) => existing !== value);
  return withEntries(query, queryKeys.filter, fieldId, checked ? [...values, value] : values);
}

export interface NumberRange {
  min: number;
  max: number;
}

/** A slider's range from the address, or null (the whole range). */
export function sliderRange(query: URLSearchParams, fieldId: number): NumberRange | null {
  const [entry] = entriesOf(query, queryKeys.sliders, fieldId);
  const [min, max] = (entry ?? '').split(',').map(Number);
  return min !== undefined && max !== undefined && Number.isFinite(min) && Number.isFinite(max) ? { min, max } : null;
}

export function withSlider(query: URLSearchParams, fieldId: number, range: NumberRange | null) {
  return withEntries(query, queryKeys.sliders, fieldId, range === null ? [] : [`${range.min},${range.max}`]);
}

export interface DateRange {
  /** MM/DD/YYYY, or '' for open. */
  from: string;
  to: string;
}

/** A date filter's range from the address, or null. */
export function dateRange(query: URLSearchParams, fieldId: number): DateRange | null {
  const [entry] = entriesOf(query, queryKeys.dates, fieldId);
  if (entry === undefined) return null;
  const [from = '', to = ''] = entry.split('-');
  return { from, to };
}

export function withDates(query: URLSearchParams, fieldId: number, range: DateRange | null) {
  const empty = range === null || (range.from === '' && range.to === '');
  return withEntries(query, queryKeys.dates, fieldId, empty ? [] : [`${range.from}-${range.to}`]);
}

export function withSort(query: URLSearchParams, sort: string) {
  const next = new URLSearchParams(query);
  next.delete(queryKeys.sort);
  if (sort !== '') next.set(queryKeys.sort, sort);
  return next;
}

/** Whether a text is a real day written MM/DD/YYYY (the spec's date format). */
export function isUsDate(text: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (match === null) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** MM/DD/YYYY as a sortable YYYY-MM-DD (only for a text `isUsDate` accepts). */
export function usDateKey(text: string): string {
  const [month = '', day = '', year = ''] = text.split('/');
  return `${year}-${month}-${day}`;
}
