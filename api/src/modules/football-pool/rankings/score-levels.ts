import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { predictionScoreLevels, type Board } from '../schema';

/** One whole board (not a mini-league's slice of it). */
export interface BoardKey {
  tenantId: string;
  board: Board;
  period: string;
}

/** A points total of a board: how many users have it, and how many have more. */
interface ScoreLevel {
  points: number;
  users: number;
  /** Users with more points: the level's competition rank is `above + 1`. */
  above: number;
}

const onLevels = ({ tenantId, board, period }: BoardKey) =>
  and(
    eq(predictionScoreLevels.tenantId, tenantId),
    eq(predictionScoreLevels.board, board),
    eq(predictionScoreLevels.period, period),
  );

/**
 * Recounts a board's levels from its rows (one index-ordered pass over the board): for boards written
 * in bulk, such as the bench's data set; the settlement moves users between levels as it goes.
 */
export async function rebuildScoreLevels(tx: Database, key: BoardKey): Promise<void> {
  await tx.delete(predictionScoreLevels).where(onLevels(key));
  await tx.execute(sql`
    insert into prediction_score_levels (tenant_id, board, period, points, users)
    select tenant_id, board, period, points, count(*)::int
    from prediction_scores
    where tenant_id = ${key.tenantId} and board = ${key.board} and period = ${key.period}
    group by tenant_id, board, period, points`);
}

/** Removes the levels no user has any more (after users moved out of them). */
export async function dropEmptyLevels(tx: Database, key: BoardKey): Promise<void> {
  await tx.delete(predictionScoreLevels).where(and(onLevels(key), sql`${predictionScoreLevels.users} <= 0`));
}

/**
 * Takes a user out of the levels of every board they are on, before their rows go (an account being
 * deleted: its scores cascade, and the levels must not keep counting them).
 */
export async function removeUserFromScoreLevels(tx: Database, tenantId: string, userId: number): Promise<void> {
  await tx.execute(sql`
    update prediction_score_levels as l set users = l.users - 1
    from prediction_scores as s
    where s.tenant_id = ${tenantId} and s.user_id = ${userId}
      and l.tenant_id = s.tenant_id and l.board = s.board and l.period = s.period and l.points = s.points`);
  await tx
    .delete(predictionScoreLevels)
    .where(and(eq(predictionScoreLevels.tenantId, tenantId), sql`${predictionScoreLevels.users} <= 0`));
}

/** The board's number of ranked users. */
export async function boardSize(db: Database, key: BoardKey): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${predictionScoreLevels.users}), 0)::int` })
    .from(predictionScoreLevels)
    .where(onLevels(key));
  return Number(row?.total ?? 0);
}

/** Users with more than `points` on the board: the competition rank of `points` is this + 1. */
export async function usersAbove(db: Database, key: BoardKey, points: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${predictionScoreLevels.users}), 0)::int` })
    .from(predictionScoreLevels)
    .where(and(onLevels(key), gt(predictionScoreLevels.points, points)));
  return Number(row?.total ?? 0);
}

/**
 * The levels from the one holding the row at `offset` (0-based, in ranking order) downwards, at most
 * `limit` of them: a page of `limit` rows never spans more levels than that, so these give the rank of
 * every row on it. Empty when the offset is past the board's end.
 */
export async function levelsFrom(db: Database, key: BoardKey, offset: number, limit: number): Promise<ScoreLevel[]> {
  const running = db
    .select({
      points: predictionScoreLevels.points,
      users: predictionScoreLevels.users,
      above:
        sql<number>`(sum(${predictionScoreLevels.users}) over (order by ${predictionScoreLevels.points} desc) - ${predictionScoreLevels.users})::int`.as(
          'above',
        ),
    })
    .from(predictionScoreLevels)
    .where(onLevels(key))
    .as('running');
  const rows = await db
    .select()
    .from(running)
    .where(sql`${running.above} + ${running.users} > ${offset}`)
    .orderBy(desc(running.points))
    .limit(limit);
  return rows.map((row) => ({ points: Number(row.points), users: Number(row.users), above: Number(row.above) }));
}
