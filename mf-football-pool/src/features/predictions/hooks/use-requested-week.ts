import { useSearchParams } from 'react-router';
import { toWeekStart } from '../../../lib/pool-weeks';

/** FP-01: the week asked for in `?week_start=`, or null for "this week" (a malformed value counts as none). */
export function useRequestedWeek(): string | null {
  const [searchParams] = useSearchParams();
  return toWeekStart(searchParams.get('week_start'));
}
