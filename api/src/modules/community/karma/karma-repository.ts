import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
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
/**
 * A fan's place on the all-time karma board (KAR-02), as one statement: SCL-04's seven statements in
 * three rounds queued for the pool's connections at 50 at a time. Each part is a bounded range of the
 * score index, starting at the fan: fans with the same score and a lower id are just ahead of them
 * (ties by user id), then the lowest higher scores; behind them the same score with a higher id, then
 * the highest lower scores. A rank is 1 + the fans above the score, summed over the board's score
 * levels (a row per distinct score, kept by migration 0021's triggers): a few hundred rows however
 * many fans. Whether the fan exists comes with it (one send a call: at 50 connections each statement
 * sent costs the API's thread about 0.45 ms, bench README).
 *
 * Built once and prepared by name, its values placeholders (`tenantId`, `userId`). Sent as text,
 * Postgres plans it for each call's values, and that plan ran 6.6 ms (median, mid-board fans, 200,000
 * fans) against 0.8 ms for the generic plan, which a named statement gets after its fifth run on a
 * connection (bench README, "Statements prepared by name"): at 50 connections 3 to 4 times the calls
 * a second. PGlite runs it unnamed, as before.
 */
function rankingAroundStatement(db: Database) {
  const tenantId = sql.placeholder('tenantId');
  const userId = sql.placeholder('userId');
  const board = sql`${karmaCounts.tenantId} = ${tenantId} and ${karmaCounts.period} = ${allTime.period}
    and ${karmaCounts.periodStart} = ${allTime.periodStart} and ${karmaCounts.karmaScore} > 0`;
  const part = (name: RankingPart, condition: SQL, order: SQL, limit: number) => sql`
    (select ${name} as part, ${karmaCounts.userId} as user_id, ${users.username} as username,
            ${users.image} as image, ${karmaCounts.commentsCount} as comments_count,
            ${karmaCounts.likesCount} as likes_count, ${karmaCounts.karmaScore} as karma_score
       from ${karmaCounts}
       join ${users} on ${users.id} = ${karmaCounts.userId} and ${users.tenantId} = ${karmaCounts.tenantId}
      where ${board} and ${condition}
      order by ${order} limit ${sql.raw(String(limit))})`;
  const ownScore = sql`(select ${karmaCounts.karmaScore} from ${karmaCounts} where ${board} and ${karmaCounts.userId} = ${userId})`;
  // Five from the top (a constant limit: a computed one made the planner start parallel workers, 4 ms).
  const ranking = sql`(
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
      from picked
  ) as ranking`;
  const column = (name: keyof RankingRow) => sql<unknown>`${sql.identifier(name)}`;
  return db
    .select({
      part: column('part'),
      user_id: column('user_id'),
      username: column('username'),
      image: column('image'),
      comments_count: column('comments_count'),
      likes_count: column('likes_count'),
      karma_score: column('karma_score'),
      above: column('above'),
      ranked: column('ranked'),
      user_known: column('user_known'),
    })
    .from(ranking)
    .prepare('karma_ranking_around');
}

/** A row of the karma stats statement: whether the fan exists, and one of their months or their all-time row. */
const statsRow = z.object({
  user_known: z.boolean(),
  period: z.enum(['month', 'total']).nullable(),
  period_start: z.string().nullable(),
  comments_count: z.coerce.number().int().nullable(),
  likes_count: z.coerce.number().int().nullable(),
});

/**
 * KAR-01's stats of one fan as one statement, prepared by name (SCL-04: at 50 connections the API's
 * thread is the queue, and each statement it sends costs it about 0.45 ms, bench README): whether the
 * fan exists, their months from `firstMonth` to `lastMonth` that have a row, and their all-time row.
 * Always at least one row (the fan's existence); a month or total without a row has none.
 */
function karmaStatsStatement(db: Database) {
  const tenantId = sql.placeholder('tenantId');
  const userId = sql.placeholder('userId');
  const fansRows = sql`${karmaCounts.tenantId} = ${tenantId} and ${karmaCounts.userId} = ${userId}`;
  const row = sql`${karmaCounts.period} as period, to_char(${karmaCounts.periodStart}, 'YYYY-MM-DD') as period_start,
    ${karmaCounts.commentsCount} as comments_count, ${karmaCounts.likesCount} as likes_count`;
  const stats = sql`(
    select fan.user_known, counts.period, counts.period_start, counts.comments_count, counts.likes_count
      from (select exists (select 1 from ${users} where ${users.tenantId} = ${tenantId} and ${users.id} = ${userId})
              as user_known) as fan
      left join lateral (
        select ${row} from ${karmaCounts}
         where ${fansRows} and ${karmaCounts.period} = 'month'
           and ${karmaCounts.periodStart} between ${sql.placeholder('firstMonth')}::date and ${sql.placeholder('lastMonth')}::date
        union all
        select ${row} from ${karmaCounts}
         where ${fansRows} and ${karmaCounts.period} = ${allTime.period} and ${karmaCounts.periodStart} = ${allTime.periodStart}
      ) as counts on true
  ) as stats`;
  const column = (name: keyof z.infer<typeof statsRow>) => sql<unknown>`${sql.identifier(name)}`;
  return db
    .select({
      user_known: column('user_known'),
      period: column('period'),
      period_start: column('period_start'),
      comments_count: column('comments_count'),
      likes_count: column('likes_count'),
    })
    .from(stats)
    .prepare('karma_stats_of_fan');
}

export function createKarmaRepository(db: Database) {
  const statsOfFan = karmaStatsStatement(db);
  const rankingAround = rankingAroundStatement(db);
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

    /**
     * KAR-01: a fan's months from `firstMonth` to `lastMonth` (YYYY-MM-01), only those with a row, and
     * their all-time counts (0 without a row); undefined for a fan this tenant does not have.
     */
    async statsOf(
      tenantId: string,
      userId: number,
      firstMonth: string,
      lastMonth: string,
    ): Promise<
      | {
          months: { periodStart: string; commentsCount: number; likesCount: number }[];
          totals: { commentsCount: number; likesCount: number };
        }
      | undefined
    > {
      const rows = (await statsOfFan.execute({ tenantId, userId, firstMonth, lastMonth })).map((row) =>
        statsRow.parse(row),
      );
      if (!rows[0]?.user_known) return undefined;
      const counts = rows.flatMap((row) =>
        row.period === null || row.period_start === null
          ? []
          : [
              {
                period: row.period,
                periodStart: row.period_start,
                commentsCount: row.comments_count ?? 0,
                likesCount: row.likes_count ?? 0,
              },
            ],
      );
      const total = counts.find((row) => row.period === 'total');
      return {
        months: counts
          .filter((row) => row.period === 'month')
          .map(({ periodStart, commentsCount, likesCount }) => ({ periodStart, commentsCount, likesCount }))
          .sort((a, b) => a.periodStart.localeCompare(b.periodStart)),
        totals: { commentsCount: total?.commentsCount ?? 0, likesCount: total?.likesCount ?? 0 },
      };
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
      // One statement, one round trip, planned once per connection (rankingAroundStatement).
      const found = (await rankingAround.execute({ tenantId, userId })).map((row) => rankingRow.parse(row));
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
