import { and, asc, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../accounts/schema';
import { karmaCounts, type KarmaPeriod, karmaScoreLevels } from '../schema';
import type { KarmaRecord } from './karma-view';

/** What a board is ordered on; each has its index (tenant, period, period_start, count desc, user_id). */
type BoardOrder = 'comments' | 'likes' | 'karma';

/** One period of karma_counts: a board. */
interface BoardPeriod {
  period: KarmaPeriod;
  periodStart: string;
}

interface KarmaUser {
  id: number;
  username: string;
  image: string | null;
}

interface RankedKarmaRecord extends KarmaRecord {
  rank: number;
  karmaScore: number;
}

const allTime: BoardPeriod = { period: 'total', periodStart: '1970-01-01' };

// `desc nulls last` as the indexes are written (drizzle-kit's DESC NULLS LAST), so Postgres reads a
// board in index order and stops after `limit` rows instead of sorting the period's rows.
const countColumn = {
  comments: karmaCounts.commentsCount,
  likes: karmaCounts.likesCount,
  karma: karmaCounts.karmaScore,
} as const;

const columns = {
  userId: karmaCounts.userId,
  username: users.username,
  image: users.image,
  commentsCount: karmaCounts.commentsCount,
  likesCount: karmaCounts.likesCount,
  karmaScore: karmaCounts.karmaScore,
};

/**
 * The karma boards (decision 0018): karma_counts, kept by triggers, read one index range at a time. A
 * fan with nothing of a board's count in its period is not on it (a row can be left at 0 when a
 * comment or like is taken away). Every read carries the tenant.
 */
export function createKarmaRepository(db: Database) {
  function onBoard(tenantId: string, board: BoardPeriod, order: BoardOrder, ...extra: (SQL | undefined)[]) {
    return and(
      eq(karmaCounts.tenantId, tenantId),
      eq(karmaCounts.period, board.period),
      eq(karmaCounts.periodStart, board.periodStart),
      gt(countColumn[order], 0),
      ...extra,
    );
  }

  function rows() {
    return (
      db
        .select(columns)
        .from(karmaCounts)
        // The user is the tenant's by the trigger's construction; the join says so anyway.
        .innerJoin(users, and(eq(users.id, karmaCounts.userId), eq(users.tenantId, karmaCounts.tenantId)))
        .$dynamic()
    );
  }

  const topDown = (order: BoardOrder) => [sql`${countColumn[order]} desc nulls last`, asc(karmaCounts.userId)];

  /**
   * How many fans the all-time board holds, and for each of `scores` how many are above it: one read of
   * the board's score levels (a row per distinct score, kept by migration 0021's triggers), a few
   * thousand rows at most, however many fans the board has.
   */
  async function countsAbove(
    tenantId: string,
    scores: readonly number[],
  ): Promise<{ rankedUsers: number; above: Map<number, number> }> {
    const aboveColumns = Object.fromEntries(
      scores.map((score, index) => [
        `above${index}`,
        sql<number>`coalesce(sum(${karmaScoreLevels.fans}) filter (where ${karmaScoreLevels.karmaScore} > ${score}), 0)::int`,
      ]),
    );
    const [row] = await db
      .select({ rankedUsers: sql<number>`coalesce(sum(${karmaScoreLevels.fans}), 0)::int`, ...aboveColumns })
      .from(karmaScoreLevels)
      .where(and(eq(karmaScoreLevels.tenantId, tenantId), gt(karmaScoreLevels.karmaScore, 0)));
    const counts: Record<string, number> = row ?? {};
    return {
      rankedUsers: Number(counts['rankedUsers'] ?? 0),
      above: new Map(scores.map((score, index) => [score, Number(counts[`above${index}`] ?? 0)])),
    };
  }

  return {
    /** The top `limit` fans of a board, most first, ties by user id. */
    async board(tenantId: string, board: BoardPeriod, order: BoardOrder, limit: number): Promise<KarmaRecord[]> {
      return rows()
        .where(onBoard(tenantId, board, order))
        .orderBy(...topDown(order))
        .limit(limit);
    },

    async user(tenantId: string, userId: number): Promise<KarmaUser | undefined> {
      const [row] = await db
        .select({ id: users.id, username: users.username, image: users.image })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .limit(1);
      return row;
    },

    /** A fan's months from `firstMonth` to `lastMonth` (YYYY-MM-01), only those with a row. */
    async months(
      tenantId: string,
      userId: number,
      firstMonth: string,
      lastMonth: string,
    ): Promise<{ periodStart: string; commentsCount: number; likesCount: number }[]> {
      return db
        .select({
          periodStart: karmaCounts.periodStart,
          commentsCount: karmaCounts.commentsCount,
          likesCount: karmaCounts.likesCount,
        })
        .from(karmaCounts)
        .where(
          and(
            eq(karmaCounts.tenantId, tenantId),
            eq(karmaCounts.userId, userId),
            eq(karmaCounts.period, 'month'),
            gte(karmaCounts.periodStart, firstMonth),
            lte(karmaCounts.periodStart, lastMonth),
          ),
        )
        .orderBy(asc(karmaCounts.periodStart));
    },

    /** A fan's all-time counts (zeros before their first comment). */
    async totals(tenantId: string, userId: number): Promise<{ commentsCount: number; likesCount: number }> {
      const [row] = await db
        .select({ commentsCount: karmaCounts.commentsCount, likesCount: karmaCounts.likesCount })
        .from(karmaCounts)
        .where(
          and(
            eq(karmaCounts.tenantId, tenantId),
            eq(karmaCounts.userId, userId),
            eq(karmaCounts.period, allTime.period),
            eq(karmaCounts.periodStart, allTime.periodStart),
          ),
        )
        .limit(1);
      return row ?? { commentsCount: 0, likesCount: 0 };
    },

    /**
     * KAR-02: the all-time karma ranking's top 3 and the fans around `userId` (two above, the fan, two
     * below), without duplicates, in ranking order; an unranked fan gets the top 5. Each part is a
     * short index range; a rank is 1 + the fans with a higher score (a count over the range above it).
     */
    async rankingAround(
      tenantId: string,
      userId: number,
    ): Promise<{ rows: RankedKarmaRecord[]; userRank: number | null; rankedUsers: number }> {
      const [own] = await db
        .select({ karmaScore: karmaCounts.karmaScore })
        .from(karmaCounts)
        .where(onBoard(tenantId, allTime, 'karma', eq(karmaCounts.userId, userId)))
        .limit(1);
      const top = await rows()
        .where(onBoard(tenantId, allTime, 'karma'))
        .orderBy(...topDown('karma'))
        .limit(own === undefined ? 5 : 3);
      let around: typeof top = [];
      if (own !== undefined) {
        const score = own.karmaScore;
        // Each neighbour read is a bounded range of the score index, starting at the fan: fans with the
        // same score and a lower id are just ahead of them (ties by user id), then the lowest higher
        // scores; behind them the same score with a higher id, then the highest lower scores.
        const [tiedAhead, higher, self, tiedBehind, lower] = await Promise.all([
          rows()
            .where(
              onBoard(
                tenantId,
                allTime,
                'karma',
                and(eq(karmaCounts.karmaScore, score), lt(karmaCounts.userId, userId)),
              ),
            )
            .orderBy(desc(karmaCounts.userId))
            .limit(2),
          rows()
            .where(onBoard(tenantId, allTime, 'karma', gt(karmaCounts.karmaScore, score)))
            .orderBy(sql`${karmaCounts.karmaScore} asc nulls first`, sql`${karmaCounts.userId} desc`)
            .limit(2),
          rows().where(onBoard(tenantId, allTime, 'karma', eq(karmaCounts.userId, userId))),
          rows()
            .where(
              onBoard(
                tenantId,
                allTime,
                'karma',
                and(eq(karmaCounts.karmaScore, score), gt(karmaCounts.userId, userId)),
              ),
            )
            .orderBy(asc(karmaCounts.userId))
            .limit(2),
          rows()
            .where(onBoard(tenantId, allTime, 'karma', lt(karmaCounts.karmaScore, score)))
            .orderBy(...topDown('karma'))
            .limit(2),
        ]);
        const above = [...tiedAhead, ...higher].slice(0, 2).reverse();
        const below = [...tiedBehind, ...lower].slice(0, 2);
        around = [...above, ...self, ...below];
      }
      const byUser = new Map([...top, ...around].map((row) => [row.userId, row]));
      const ordered = [...byUser.values()].sort((a, b) => b.karmaScore - a.karmaScore || a.userId - b.userId);
      const { rankedUsers, above } = await countsAbove(tenantId, [...new Set(ordered.map((row) => row.karmaScore))]);
      const rankOf = (score: number) => 1 + (above.get(score) ?? 0);
      return {
        rows: ordered.map((row) => ({ ...row, rank: rankOf(row.karmaScore) })),
        userRank: own === undefined ? null : rankOf(own.karmaScore),
        rankedUsers,
      };
    },
  };
}

export type KarmaRepository = ReturnType<typeof createKarmaRepository>;
