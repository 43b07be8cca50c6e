import type { PredictionGameRecord } from '../../../../src/modules/football-pool/predictions/prediction-game-view';
import { createWeekCache } from '../../../../src/modules/football-pool/predictions/week-cache';

/** A repository that counts its reads and answers an empty week. */
function countingRepository() {
  const reads = { games: 0, adjacent: 0 };
  return {
    reads,
    predictions: {
      gamesOfWeek: async (): Promise<PredictionGameRecord[]> => {
        reads.games += 1;
        return [];
      },
      adjacentWeeks: async () => {
        reads.adjacent += 1;
        return { previous: '2026-11-16', next: null };
      },
    },
  };
}

function cacheWith(lifetimeMs: number) {
  const { reads, predictions } = countingRepository();
  const listeners: ((tenantId: string) => void)[] = [];
  const cache = createWeekCache({ predictions, lifetimeMs, onTenantChange: (listener) => listeners.push(listener) });
  return { cache, reads, changed: (tenantId: string) => listeners.forEach((listener) => listener(tenantId)) };
}

afterEach(() => {
  jest.useRealTimers();
});

test('[FP-01] fans opening the same week at once cost one read of it', async () => {
  const { cache, reads } = cacheWith(5_000);
  const weeks = await Promise.all([1, 2, 3].map(() => cache.week('tribune', '2026-11-23')));
  expect(weeks.map((week) => week.previous)).toEqual(['2026-11-16', '2026-11-16', '2026-11-16']);
  expect(reads).toEqual({ games: 1, adjacent: 1 });
  await cache.week('tribune-nl', '2026-11-23');
  expect(reads).toEqual({ games: 2, adjacent: 2 });
});

test("[FP-01][PLT-01] a change of the tenant's data drops its weeks at once, and only its own", async () => {
  const { cache, reads, changed } = cacheWith(5_000);
  await cache.week('tribune', '2026-11-23');
  await cache.week('tribune-nl', '2026-11-23');
  changed('tribune');
  await cache.week('tribune', '2026-11-23');
  await cache.week('tribune-nl', '2026-11-23');
  expect(reads.games).toBe(3);
});

test('[FP-01] a kept week is read again after its lifetime (another process may have changed it)', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
  const { cache, reads } = cacheWith(5_000);
  await cache.week('tribune', '2026-11-23');
  jest.setSystemTime(new Date('2026-11-24T12:00:04Z'));
  await cache.week('tribune', '2026-11-23');
  expect(reads.games).toBe(1);
  jest.setSystemTime(new Date('2026-11-24T12:00:06Z'));
  await cache.week('tribune', '2026-11-23');
  expect(reads.games).toBe(2);
});

test('[FP-01] with no lifetime (PUBLIC_ANSWER_CACHE_SECONDS=0) every call reads', async () => {
  const { cache, reads } = cacheWith(0);
  await cache.week('tribune', '2026-11-23');
  await cache.week('tribune', '2026-11-23');
  expect(reads.games).toBe(2);
});
