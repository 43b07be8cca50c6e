import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../accounts/schema';
import { miniLeagueMembers, predictionScores, type Board } from './schema';

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
 * The ranking boards (decision 0015): a page is an index range of `prediction_scores` with the
 * competition rank ("1, 2, 2, 4") from `rank()` over points; "my rank" is one index count of the rows
 * with more points (research/football.md §4.2), never a pass over the picks.
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

  return {
    async page(selection: BoardSelection, page: number): Promise<RankingRowRecord[]> {
      // `nulls last` as in prediction_scores_rank_idx (drizzle-kit writes DESC NULLS LAST), so Postgres
      // reads the page and the window in index order instead of sorting the board.
      const rows = await db
        .select({ ...columns, rank: sql<number>`rank() over (order by ${predictionScores.points} desc nulls last)` })
        .from(predictionScores)
        .innerJoin(users, eq(users.id, predictionScores.userId))
        .where(onBoard(selection))
        .orderBy(
          sql`${predictionScores.points} desc nulls last`,
          sql`${predictionScores.correct} desc nulls last`,
          asc(predictionScores.userId),
        )
        .limit(RANKING_PAGE_SIZE)
        .offset(page * RANKING_PAGE_SIZE);
      return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
    },

    async count(selection: BoardSelection): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(predictionScores)
        .where(onBoard(selection));
      return Number(row?.count ?? 0);
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
      const { points, correct } = own;
      const [[ahead], [before]] = await Promise.all([
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(predictionScores)
          .where(onBoard(selection, gt(predictionScores.points, points))),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(predictionScores)
          .where(
            onBoard(
              selection,
              or(
                gt(predictionScores.points, points),
                and(
                  eq(predictionScores.points, points),
                  or(
                    gt(predictionScores.correct, correct),
                    and(eq(predictionScores.correct, correct), lt(predictionScores.userId, userId)),
                  ),
                ),
              ),
            ),
          ),
      ]);
      const position = Number(before?.count ?? 0);
      return { ...own, rank: 1 + Number(ahead?.count ?? 0), page: Math.floor(position / RANKING_PAGE_SIZE) };
    },

    /** A user of the tenant, for their public ranking page. */
    async user(
      tenantId: string,
      userId: number,
    ): Promise<{ id: number; username: string; image: string | null } | undefined> {
      const [row] = await db
        .select({ id: users.id, username: users.username, image: users.image })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .limit(1);
      return row;
    },

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
