import type { NewsroomArticleFilters, NewsroomArticleRow } from '../../api/list-articles';

type NewsroomState = NewsroomArticleRow['status'];

export const newsroomStates: readonly NewsroomState[] = ['draft', 'submitted', 'scheduled', 'published', 'unpublished'];

function isNewsroomState(value: string): value is NewsroomState {
  return (newsroomStates as readonly string[]).includes(value);
}

/** A filter the address gives, or undefined for one left out, empty or out of the API's bounds. */
function text(params: URLSearchParams, name: string, maxLength: number): string | undefined {
  const value = params.get(name)?.trim() ?? '';
  return value === '' ? undefined : value.slice(0, maxLength);
}

function positiveInteger(params: URLSearchParams, name: string, max: number): number | undefined {
  const value = Number(params.get(name) ?? '');
  return Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
}

/**
 * NR-01: the list's filters live in the address (`?state&author&tag&q&page`), so a filtered list can be
 * shared and survives a reload. Anything the API would refuse is read as "no filter" (STYLE.md 4: the
 * address is outside data).
 */
export function readNewsroomFilters(params: URLSearchParams): NewsroomArticleFilters {
  const state = params.get('state') ?? '';
  return {
    state: isNewsroomState(state) ? state : undefined,
    author: positiveInteger(params, 'author', 2_147_483_647),
    tag: text(params, 'tag', 100),
    q: text(params, 'q', 200),
    page: positiveInteger(params, 'page', 100_000) ?? 1,
  };
}

/** The address's query for filters: what is left out, empty or on page 1 is not written. */
export function writeNewsroomFilters(filters: NewsroomArticleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.state !== undefined) params.set('state', filters.state);
  if (filters.author !== undefined) params.set('author', String(filters.author));
  if (filters.tag !== undefined) params.set('tag', filters.tag);
  if (filters.q !== undefined) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** True when any filter narrows the list (the empty state says "no match" rather than "no articles"). */
export function isFiltered(filters: NewsroomArticleFilters): boolean {
  return (
    filters.state !== undefined || filters.author !== undefined || filters.tag !== undefined || filters.q !== undefined
  );
}
