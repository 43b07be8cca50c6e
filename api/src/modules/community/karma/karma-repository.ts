import { and, asc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/sql-rows';
import { users } from '../../accounts/schema';
import { findPublicUser } from '../../accounts/users-repository';
import { karmaCounts, type KarmaPeriod, karmaScoreLevels } from '../schema';
import type { KarmaRecord } from './karma-view';

/** What a board is ordered on; each has its index (tenant, period, period_start, count desc, user_id). */
type BoardOrder = 'comments' | 'likes' | 'karma';

/** One period of karma_counts: a board. */
interface BoardPeriod {
  period: KarmaPeriod;
  periodStart: string;
}

interface RankedKarmaRecord extends KarmaRecord {
  rank: number;
  karmaScore: number;
}

const allTime: BoardPeriod = { period: 'total', periodStart: '1970-01-01' };

type RankingPart = 'top' | 'tiedAhead' | 'higher' | 'self' | 'tiedBehind' | 'lower';

/** A row of the ranking statement: a fan of one part, with the fans above their score and on the board. */
const rankingRow = z.object({
  part: z.enum(['top', 'tiedAhead', 'higher', 'self', 'tiedBehind', 'lower']),
  user_id: z.coerce.number().int(),
  username: z.string(),
  image: z.string().nullable(),
  comments_count: z.coerce.number().int(),
  likes_count: z.coerce.number().int(),
  karma_score: z.coerce.number().int(),
  above: z.coerce.number().int(),
  ranked: z.coerce.number().int(),
  user_known: z.boolean(),
});
type RankingRow = z.infer<typeof rankingRow>;

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

    user: (tenantId: string, userId: number) => findPublicUser(db, tenantId, userId),

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
    ): Promise<{ rows: RankedKarmaRecord[]; userRank: number | null; rankedUsers: number; userKnown: boolean }> {
      // One statement, one round trip (SCL-04: seven statements in three rounds queued for the pool's
      // connections at 50 at a time). Each part is a bounded range of the score index, starting at the
      // fan: fans with the same score and a lower id are just ahead of them (ties by user id), then the
      // lowest higher scores; behind them the same score with a higher id, then the highest lower
      // scores. A rank is 1 + the fans above the score, summed over the board's score levels (a row per
      // distinct score, kept by migration 0021's triggers): a few thousand rows however many fans.
      const board = sql`${karmaCounts.tenantId} = ${tenantId} and ${karmaCounts.period} = ${allTime.period}
        and ${karmaCounts.periodStart} = ${allTime.periodStart} and ${karmaCounts.karmaScore} > 0`;
      const part = (name: string, condition: SQL, order: SQL, limit: SQL | number) => sql`
        (select ${name} as part, ${karmaCounts.userId} as user_id, ${users.username} as username,
                ${users.image} as image, ${karmaCounts.commentsCount} as comments_count,
                ${karmaCounts.likesCount} as likes_count, ${karmaCounts.karmaScore} as karma_score
           from ${karmaCounts}
           join ${users} on ${users.id} = ${karmaCounts.userId} and ${users.tenantId} = ${karmaCounts.tenantId}
          where ${board} and ${condition}
          order by ${order} limit ${limit})`;
      const ownScore = sql`(select ${karmaCounts.karmaScore} from ${karmaCounts} where ${board} and ${karmaCounts.userId} = ${userId})`;
      const result = await db.execute(sql`
        with picked as (
          ${part('top', sql`true`, sql`${karmaCounts.karmaScore} desc nulls last, ${karmaCounts.userId} asc`, 5)}
          union all
          ${part('tiedAhead', sql`${karmaCounts.karmaScore} = ${ownScore} and ${karmaCounts.userId} < ${userId}`, sql`${karmaCounts.userId} desc`, 2)}
          union all
          ${part('higher', sql`${karmaCounts.karmaScore} > ${ownScore}`, sql`${karmaCounts.karmaScore} asc nulls first, ${karmaCounts.userId} desc`, 2)}
          union all
          ${part('self', sql`${karmaCounts.userId} = ${userId}`, sql`${karmaCounts.userId}`, 1)}
          union all
          ${part('tiedBehind', sql`${karmaCounts.karmaScore} = ${ownScore} and ${karmaCounts.userId} > ${userId}`, sql`${karmaCounts.userId} asc`, 2)}
          union all
          ${part('lower', sql`${karmaCounts.karmaScore} < ${ownScore}`, sql`${karmaCounts.karmaScore} desc nulls last, ${karmaCounts.userId} asc`, 2)}
        ),
        levels as (
          select ${karmaScoreLevels.karmaScore} as karma_score, ${karmaScoreLevels.fans} as fans
            from ${karmaScoreLevels}
           where ${karmaScoreLevels.tenantId} = ${tenantId} and ${karmaScoreLevels.karmaScore} > 0
        )
        select picked.*,
               (select coalesce(sum(fans), 0) from levels where levels.karma_score > picked.karma_score)::int as above,
               (select coalesce(sum(fans), 0) from levels)::int as ranked,
               exists (select 1 from ${users} where ${users.tenantId} = ${tenantId} and ${users.id} = ${userId})
                 as user_known
          from picked`);
      const found = rowsOf(result, rankingRow);
      const rankedUsers = found[0]?.ranked ?? (await countsAbove(tenantId, [])).rankedUsers;
      // Whether the fan exists comes with the ranking (one statement a call: at 50 connections each
      // statement sent costs the API's thread about 0.45 ms, bench README); only an empty board,
      // which has no row to carry it, asks apart.
      const userKnown = found[0]?.user_known ?? (await findPublicUser(db, tenantId, userId)) !== undefined;
      const inPart = (name: RankingPart) => found.filter((row) => row.part === name);
      const byScoreThenId = (direction: 1 | -1) => (a: RankingRow, b: RankingRow) =>
        direction * (a.karma_score - b.karma_score) || a.user_id - b.user_id;
      const own = inPart('self')[0];
      const above = [
        ...inPart('tiedAhead').sort((a, b) => b.user_id - a.user_id),
        ...inPart('higher').sort((a, b) => a.karma_score - b.karma_score || b.user_id - a.user_id),
      ]
        .slice(0, 2)
        .reverse();
      const below = [
        ...inPart('tiedBehind').sort((a, b) => a.user_id - b.user_id),
        ...inPart('lower').sort(byScoreThenId(-1)),
      ].slice(0, 2);
      const around = own === undefined ? [] : [...above, own, ...below];
      // Five from the top in SQL (a constant limit: a computed one made the planner start parallel
      // workers, 4 ms), three of them when the fan is ranked.
      const top = inPart('top')
        .sort(byScoreThenId(-1))
        .slice(0, own === undefined ? 5 : 3);
      const byUser = new Map([...top, ...around].map((row) => [row.user_id, row]));
      const ordered = [...byUser.values()].sort(byScoreThenId(-1));
      return {
        rows: ordered.map((row) => ({
          userId: row.user_id,
          username: row.username,
          image: row.image,
          commentsCount: row.comments_count,
          likesCount: row.likes_count,
          karmaScore: row.karma_score,
          rank: 1 + row.above,
        })),
        userRank: own === undefined ? null : 1 + own.above,
        rankedUsers,
        userKnown,
      };
    },
  };
}

export type KarmaRepository = ReturnType<typeof createKarmaRepository>;
