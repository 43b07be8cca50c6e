import { z } from 'zod';
import { calendarDateOf, isCalendarDate, mondayOf, weekStartOf } from '../../../lib/league-time';
import type { Board } from '../schema';

/** The periods a settled game counts for: its pool week, the month of its kick-off and its season. */
export function periodsOf(game: { weekStart: string; kickoffAt: Date; season: string }): Record<Board, string> {
  return { W: game.weekStart, M: calendarDateOf(game.kickoffAt).slice(0, 7), T: game.season };
}

export const rankingFilters = ['week', 'month', 'total'] as const;
export type RankingFilter = (typeof rankingFilters)[number];
export const boardOf: Record<RankingFilter, Board> = { week: 'W', month: 'M', total: 'T' };

/** The board selection every ranking call takes (docs/contracts.md, "Prediction game"). */
export const boardQuery = {
  filter: z.enum(rankingFilters).default('week').describe('week (default), month or total'),
  value: z
    .string()
    .max(20)
    .optional()
    .describe('week: any day, YYYY-MM-DD (moved to its Monday); month: YYYY-MM; total: ignored'),
};

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The board's period from the query, or undefined for a malformed value (a 400). The total board's
 * period is the season, which the caller looks up (`latestSeason`), so it is returned as null here.
 */
export function periodFromQuery(
  filter: RankingFilter,
  value: string | undefined,
  now: Date,
): string | null | undefined {
  if (filter === 'total') return null;
  if (filter === 'week') {
    if (value === undefined || value === '') return weekStartOf(now);
    return isCalendarDate(value) ? mondayOf(value) : undefined;
  }
  if (value === undefined || value === '') return calendarDateOf(now).slice(0, 7);
  return monthPattern.test(value) ? value : undefined;
}
