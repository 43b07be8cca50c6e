import type { PredictionGameRecord } from './prediction-game-view';
import type { PredictionsRepository } from './predictions-repository';

/** A week's games and the nearest weeks with games: the same for every fan of a tenant. */
interface WeekOfGames {
  games: PredictionGameRecord[];
  previous: string | null;
  next: string | null;
}

/** Weeks kept at most (a tenant has about 40 a season; the rest are asked for rarely). */
const MAX_WEEKS = 500;

/**
 * The predictions page's shared part, kept in memory so its one call (read by every fan who opens the
 * page, with their own picks) costs the fan's own reads only: at 50 connections the three queries of
 * the week were most of its time (issue 12: p99 ≤ 50 ms). Kept `lifetimeMs` at most
 * (PUBLIC_ANSWER_CACHE_SECONDS, as the public answers: what another API process changed shows within
 * it) and dropped at once when this process sees the tenant's data change (plugins/content-changes.ts:
 * a match the simulator plays, a settlement, any write). A game's state is worked out from the clock
 * when it is shown, so a kick-off locks it on time whatever is kept.
 */
export function createWeekCache(options: {
  predictions: Pick<PredictionsRepository, 'gamesOfWeek' | 'adjacentWeeks'>;
  lifetimeMs: number;
  /** Subscribes to "a tenant's data changed" (`app.onTenantContentChange`). */
  onTenantChange: (listener: (tenantId: string) => void) => void;
}) {
  const { predictions, lifetimeMs } = options;
  const weeks = new Map<string, { tenantId: string; storedAt: number; week: Promise<WeekOfGames> }>();

  options.onTenantChange((tenantId) => {
    for (const [key, entry] of weeks) if (entry.tenantId === tenantId) weeks.delete(key);
  });

  async function load(tenantId: string, weekStart: string): Promise<WeekOfGames> {
    const [games, adjacent] = await Promise.all([
      predictions.gamesOfWeek(tenantId, weekStart),
      predictions.adjacentWeeks(tenantId, weekStart),
    ]);
    return { games, ...adjacent };
  }

  return {
    week(tenantId: string, weekStart: string): Promise<WeekOfGames> {
      if (lifetimeMs === 0) return load(tenantId, weekStart);
      const key = `${tenantId}\n${weekStart}`;
      const kept = weeks.get(key);
      if (kept && Date.now() - kept.storedAt <= lifetimeMs) return kept.week;
      if (weeks.size >= MAX_WEEKS) {
        const oldest = weeks.keys().next().value;
        if (oldest !== undefined) weeks.delete(oldest);
      }
      // The promise is kept, so a burst of fans opening the page at once costs one read; a failed read
      // is not kept.
      const week = load(tenantId, weekStart);
      const entry = { tenantId, storedAt: Date.now(), week };
      weeks.set(key, entry);
      week.catch(() => {
        if (weeks.get(key) === entry) weeks.delete(key);
      });
      return week;
    },
  };
}

export type WeekCache = ReturnType<typeof createWeekCache>;
