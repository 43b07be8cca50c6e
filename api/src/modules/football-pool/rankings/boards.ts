import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { periodsOf } from './periods';
import { boards, type Bet } from '../schema';
import { dropEmptyLevels, type BoardKey } from './score-levels';

/**
 * The two writes to the ranking boards (decision 0015), each moving users between the boards' score
 * levels in the same statement, so a board and its levels always change together:
 *
 * - a fan's first picks of a period put them on its week, month and season boards with 0 points
 *   (`played` counts every pick made in the period), when they save them;
 * - a finished match adds the points of its right picks (settlement.ts). Wrong picks change
 *   nothing, so a big match writes only its winners' rows: about 40 % of its picks, instead of
 *   three rows per pick (issue 12: at most 5 s for a match with 160,000 picks).
 */

/** A game as the boards see it: its week, the month of its kick-off and its season. */
interface BoardGame {
  weekStart: string;
  kickoffAt: Date;
  season: string;
}

/**
 * Counts newly made picks on their boards (`played`), in the transaction that saves them: a fan's
 * first pick of a period creates their row there (0 points), which joins that board's level 0.
 * `picks` are picks that did not exist before (a changed pick was counted when it was first made).
 */
export async function addPicksToBoards(
  tx: Database,
  tenantId: string,
  picks: { userId: number; game: BoardGame }[],
): Promise<void> {
  const counts = new Map<string, { userId: number; board: string; period: string; picks: number }>();
  for (const { userId, game } of picks) {
    const periods = periodsOf(game);
    for (const board of boards) {
      const key = `${userId}:${board}:${periods[board]}`;
      const entry = counts.get(key) ?? { userId, board, period: periods[board], picks: 0 };
      entry.picks += 1;
      counts.set(key, entry);
    }
  }
  if (counts.size === 0) return;
  const rows = sql.join(
    [...counts.values()].map((c) => sql`(${c.userId}::int, ${c.board}::char(1), ${c.period}::text, ${c.picks}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    with added (user_id, board, period, picks) as (values ${rows}),
    counted as (
      insert into prediction_scores (tenant_id, board, period, user_id, points, correct, played)
      select ${tenantId}, board, period, user_id, 0, 0, picks from added order by board, period, user_id
      on conflict (tenant_id, board, period, user_id) do update set
        played = prediction_scores.played + excluded.played
      returning board, period, (xmax = 0) as created
    )
    insert into prediction_score_levels (tenant_id, board, period, points, users)
    select ${tenantId}, board, period, 0, count(*)::int from counted where created
    group by board, period order by board, period
    on conflict (tenant_id, board, period, points) do update set
      users = prediction_score_levels.users + excluded.users`);
}

/**
 * Adds a settled game's right picks to one board: round(10 × odds) and one more correct pick each,
 * and each of those users moves from their old level to their new one. Rows are taken in user order,
 * so two matches settling at once lock them in the same order and cannot deadlock; level counts are
 * added, so their order does not matter. A right pick whose fan has no row yet (one made before
 * picks were counted on save) gets one, with that pick played.
 */
export async function addWinnersToBoard(tx: Database, key: BoardKey, gameId: number, winning: Bet): Promise<void> {
  const { tenantId, board, period } = key;
  await tx.execute(sql`
    with winners as (
      select p.user_id, round(10 * p.odds)::int as points
      from predictions p
      where p.tenant_id = ${tenantId} and p.prediction_game_id = ${gameId} and p.bet = ${winning}
    ),
    scored as (
      insert into prediction_scores (tenant_id, board, period, user_id, points, correct, played)
      select ${tenantId}, ${board}, ${period}, user_id, points, 1, 1 from winners order by user_id
      on conflict (tenant_id, board, period, user_id) do update set
        points = prediction_scores.points + excluded.points,
        correct = prediction_scores.correct + 1
      returning user_id, points, (xmax = 0) as created
    ),
    changes as (
      select s.points, 1 as users from scored s
      union all
      select s.points - w.points, -1 from scored s join winners w on w.user_id = s.user_id where not s.created
    )
    insert into prediction_score_levels (tenant_id, board, period, points, users)
    select ${tenantId}, ${board}, ${period}, points, sum(users)::int from changes
    group by points having sum(users) <> 0 order by points
    on conflict (tenant_id, board, period, points) do update set
      users = prediction_score_levels.users + excluded.users`);
  await dropEmptyLevels(tx, key);
}
