import { parseIsoInstant } from '@tribune/shared';
import { currentWeekStart } from '../../../lib/pool-weeks';
import { useListPredictions } from '../api/list-predictions';

/**
 * CLB-04: the prediction game of one match card, read from its pool week's games (the predictions
 * page's own call and SWR key), so a list of twenty cards makes one request per week, not twenty. The
 * week is the one that holds the kick-off on the site's clock, as the pool counts weeks. Undefined
 * while loading, and for a match that is no game of the pool.
 */
export function useFixtureGame(fixtureId: string, kickOff: string) {
  const kickOffMs = parseIsoInstant(kickOff);
  const weekStart = kickOffMs === null ? null : currentWeekStart(kickOffMs);
  const { data } = useListPredictions(weekStart, 'predict', weekStart !== null);
  // A kept answer of another week or viewer (keepPreviousData) is only used for its own games.
  const game = data?.games.find((candidate) => String(candidate.fixtureId) === fixtureId);
  return game;
}
