import type { ForumItem } from '../api/list-forum-sidebar';

/** The sidebar's topics of one day (FRM-02), in the order the API sent them. */
export interface ForumDay {
  /** 'YYYY-MM-DD' (Europe/Amsterdam). */
  day: string;
  /** The day written out by the API in the tenant's language, for days before yesterday. */
  longDate: string;
  items: ForumItem[];
}

/**
 * Groups the sidebar's topics by the day of their last comment. The API sends them latest activity
 * first, so each day's topics are together; a day split over two pages becomes one group.
 */
export function groupByDay(items: readonly ForumItem[]): ForumDay[] {
  const days = new Map<string, ForumDay>();
  for (const item of items) {
    const day = days.get(item.last_comment_date_day);
    if (day) day.items.push(item);
    else
      days.set(item.last_comment_date_day, {
        day: item.last_comment_date_day,
        longDate: item.last_comment_date_ldfy,
        items: [item],
      });
  }
  return [...days.values()];
}

/** The calendar day before a 'YYYY-MM-DD' day (no clock involved, so no summer-time surprises). */
export function dayBefore(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}
