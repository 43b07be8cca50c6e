import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../accounts/schema';
import { findPublicUser } from '../../accounts/users-repository';
import { miniLeagueMembers, predictionScores, type Board } from '../schema';
import { boardSize, levelsFrom, usersAbove } from './score-levels';

/** Rows of a ranking page (spec 000 §9). */
export const RANKING_PAGE_SIZE = 50;

export interface BoardSelection {
  tenantId: string;
  board: Board;
  period: string;
  /** Only this mini-league's members. */
  leagueId: number | null;
}

export interface RankingRowRecord {
  rank: number;
  userId: number;
  username: string;
  image: string | null;
  points: number;
  correct: number;
  played: number;
}

/**
 * The ranking boards (decision 0015): a page is an index range of `prediction_scores`; the competition
 * rank ("1, 2, 2, 4") and the board's size come from its score levels (score-levels.ts), so neither a
 * deep page nor "my rank" counts through the rows ahead (research/football.md §4.3 measured 31 ms for
 * that at 200,000 users); never a pass over the picks.
 */
export function createRankingsRepository(db: Database) {
  function onBoard(selection: BoardSelection, extra?: SQL): SQL | undefined {
    const { tenantId, board, period, leagueId } = selection;
    const members =
      leagueId === null
        ? undefined
        : inArray(
            predictionScores.userId,
            db
              .select({ userId: miniLeagueMembers.userId })
              .from(miniLeagueMembers)
              .where(and(eq(miniLeagueMembers.tenantId, tenantId), eq(miniLeagueMembers.leagueId, leagueId))),
          );
    return and(
      eq(predictionScores.tenantId, tenantId),
      eq(predictionScores.board, board),
      eq(predictionScores.period, period),
      members,
      extra,
    );
  }

  const columns = {
    userId: predictionScores.userId,
    username: users.username,
    image: users.image,
    points: predictionScores.points,
    correct: predictionScores.correct,
    played: predictionScores.played,
  };

  /** Rows of the board in ranking order (points, then correct picks, then the older account). */
  const rankingOrder = [
    sql`${predictionScores.points} desc nulls last`,
    sql`${predictionScores.correct} desc nulls last`,
    asc(predictionScores.userId),
  ];

  /** A row's position in ranking order among rows of the same points: those ahead of it on the tie-break. */
  function aheadOnTieBreak(own: { points: number; correct: number }, userId: number): SQL | undefined {
    return and(
      eq(predictionScores.points, own.points),
      or(
        gt(predictionScores.correct, own.correct),
        and(eq(predictionScores.correct, own.correct), lt(predictionScores.userId, userId)),
      ),
    );
  }

  async function countWhere(selection: BoardSelection, extra?: SQL): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(predictionScores)
      .where(onBoard(selection, extra));
    return Number(row?.count ?? 0);
  }

  return {
    /**
     * A page of 50. A whole board starts at the level holding the page's first row and skips only
     * within that level, so page 2,000 costs about what page 1 does; a mini-league (a few dozen
     * members) ranks its rows with `rank()`.
     */
    async page(selection: BoardSelection, page: number): Promise<RankingRowRecord[]> {
      const offset = page * RANKING_PAGE_SIZE;
      if (selection.leagueId !== null) {
        // `nulls last` as in prediction_scores_rank_idx (drizzle-kit writes DESC NULLS LAST), so
        // Postgres reads the rows in index order instead of sorting them.
        const rows = await db
          .select({ ...columns, rank: sql<number>`rank() over (order by ${predictionScores.points} desc nulls last)` })
          .from(predictionScores)
          .innerJoin(users, eq(users.id, predictionScores.userId))
          .where(onBoard(selection))
          .orderBy(...rankingOrder)
          .limit(RANKING_PAGE_SIZE)
          .offset(offset);
        return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
      }
      const levels = await levelsFrom(db, selection, offset, RANKING_PAGE_SIZE);
      const [first] = levels;
      if (first === undefined) return [];
      const rows = await db
        .select(columns)
        .from(predictionScores)
        .innerJoin(users, eq(users.id, predictionScores.userId))
        .where(onBoard(selection, lte(predictionScores.points, first.points)))
        .orderBy(...rankingOrder)
        .limit(RANKING_PAGE_SIZE)
        .offset(offset - first.above);
      const rankOf = new Map(levels.map((level) => [level.points, level.above + 1]));
      return rows.map((row) => ({ ...row, rank: rankOf.get(row.points) ?? 0 }));
    },

    async count(selection: BoardSelection): Promise<number> {
      return selection.leagueId === null ? boardSize(db, selection) : countWhere(selection);
    },

    /** A user's row with their competition rank and the 0-based page that shows it; undefined when unranked. */
    async rowOf(selection: BoardSelection, userId: number): Promise<(RankingRowRecord & { page: number }) | undefined> {
      const [own] = await db
        .select(columns)
        .from(predictionScores)
        .innerJoin(users, eq(users.id, predictionScores.userId))
        .where(onBoard(selection, eq(predictionScores.userId, userId)))
        .limit(1);
      if (!own) return undefined;
      const [above, tied] = await Promise.all([
        selection.leagueId === null
          ? usersAbove(db, selection, own.points)
          : countWhere(selection, gt(predictionScores.points, own.points)),
        countWhere(selection, aheadOnTieBreak(own, userId)),
      ]);
      return { ...own, rank: 1 + above, page: Math.floor((above + tied) / RANKING_PAGE_SIZE) };
    },

    /** A user of the tenant, for their public ranking page. */
    user: (tenantId: string, userId: number) => findPublicUser(db, tenantId, userId),

    /** The newest season with a total board (the total ranking's period), or undefined before any. */
    async latestSeason(tenantId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ period: predictionScores.period })
        .from(predictionScores)
        .where(and(eq(predictionScores.tenantId, tenantId), eq(predictionScores.board, 'T')))
        .orderBy(desc(predictionScores.period))
        .limit(1);
      return row?.period;
    },
  };
}

export type RankingsRepository = ReturnType<typeof createRankingsRepository>;
