import { currentMonth, currentWeekStart, shiftWeek, toWeekStart } from '../../../lib/pool-weeks';
import type { RankingSelection } from '../api/ranking-row-schema';

/** Spec 000 §4 "Ranking filter": the four choices, exactly one of them active. */
export const rankingFilters = ['this_week', 'last_week', 'month', 'total'] as const;
export type RankingFilter = (typeof rankingFilters)[number];

function toMonth(value: string | null): string | null {
  const match = value ? /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value) : null;
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${match[2]}` : null;
}

/**
 * The board a /football-pool/rankings URL asks for (spec 000 §2): `total=1`, `ranking=this_week|
 * last_week|month|total`, `week_start` (any day: its week) and `month_start` (yyyy-MM or a date in it).
 * `ranking` picks the kind, the dates pick the period; malformed values count as absent; nothing at all
 * is this week.
 */
export function selectionFromSearch(search: URLSearchParams, now: number = Date.now()): RankingSelection {
  const ranking = search.get('ranking');
  const week = toWeekStart(search.get('week_start'));
  const month = toMonth(search.get('month_start'));
  if (search.get('total') === '1' || ranking === 'total') return { filter: 'total', value: null };
  if (ranking === 'month' || (ranking === null && month !== null))
    return { filter: 'month', value: month ?? currentMonth(now) };
  if (ranking === 'last_week') return { filter: 'week', value: shiftWeek(currentWeekStart(now), -1) };
  if (ranking === 'this_week') return { filter: 'week', value: currentWeekStart(now) };
  return { filter: 'week', value: week ?? currentWeekStart(now) };
}

/**
 * Which of the four buttons is active. A week picked from the list is "this week" when it is the
 * current one (or later), and falls under "last week" when it is in the past: the picker names it.
 */
export function activeFilter(selection: RankingSelection, now: number = Date.now()): RankingFilter {
  if (selection.filter === 'total') return 'total';
  if (selection.filter === 'month') return 'month';
  return selection.value !== null && selection.value < currentWeekStart(now) ? 'last_week' : 'this_week';
}

/** The 1-based page of `?page=`, 1 when absent or malformed. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The query of a filter button (other keys, like `h_week_start`, are kept by the caller). */
export function searchForFilter(filter: RankingFilter): Record<string, string> {
  return filter === 'total' ? { total: '1' } : { ranking: filter };
}

/** Keys that choose the board: replaced together when the choice changes. */
export const selectionKeys = ['ranking', 'total', 'week_start', 'month_start', 'page'] as const;
