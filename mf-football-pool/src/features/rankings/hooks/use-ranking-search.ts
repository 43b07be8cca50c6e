import { useSearchParams } from 'react-router';
import type { RankingSelection } from '../api/ranking-row-schema';
import {
  pageFromSearch,
  searchForFilter,
  selectionFromSearch,
  selectionKeys,
  type RankingFilter,
} from '../lib/ranking-search';

/**
 * The board a page shows, kept in its query (spec 000 §2), so a link opens it and the server renders
 * it. Changing the period starts at page 1; other keys (`h_week_start`) stay.
 */
export function useRankingSearch() {
  const [search, setSearch] = useSearchParams();
  const selection: RankingSelection = selectionFromSearch(search);
  const page = pageFromSearch(search);

  const change = (next: Record<string, string>, keep: boolean) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (!keep) for (const key of selectionKeys) updated.delete(key);
        for (const [key, value] of Object.entries(next)) updated.set(key, value);
        return updated;
      },
      { preventScrollReset: true },
    );

  return {
    selection,
    page,
    setFilter: (filter: RankingFilter) => change(searchForFilter(filter), false),
    setWeek: (weekStart: string) => change({ week_start: weekStart }, false),
    setMonth: (month: string) => change({ ranking: 'month', month_start: month }, false),
    setPage: (next: number) => change({ page: String(next) }, true),
  };
}
