import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { fixtures } from '../../matchcenter/schema';
import { periodsOf } from '../rankings/periods';
import { addWinnersToBoard } from '../rankings/boards';
import { boards, predictionGames } from '../schema';
import { winningBet } from './scoring';

/** A game whose picks were just scored: what the `PredictionsSettled` event says. */
export interface SettledGame {
  tenantId: string;
  gameId: number;
  fixtureId: number;
  weekStart: string;
}

/**
 * Settles one prediction game (FP-08, decision 0015), all in one transaction: claims the game by
 * setting `settled_at` (only when it is unset and the match is finished with a score, so a second
 * call, another process or a restart finds nothing to do), then adds the right picks' points
 * (round(10 × odds), as scoring.ts) to the week, month and season boards (boards.ts): one statement
 * per board whatever the number of players. Wrong picks earn 0 and were counted as played when they
 * were made, so they are not written; nor are a pick's points written back to it: they follow from
 * the bet, its odds and the score (`pointsOfPick`). Undefined when there was nothing to settle.
 */
async function settleGame(db: Database, gameId: number, now = new Date()): Promise<SettledGame | undefined> {
  return db.transaction(async (tx) => {
    const [game] = await tx
      .update(predictionGames)
      .set({ settledAt: now })
      .from(fixtures)
      .where(
        and(
          eq(predictionGames.id, gameId),
          isNull(predictionGames.settledAt),
          eq(fixtures.id, predictionGames.fixtureId),
          eq(fixtures.status, 'finished'),
          isNotNull(fixtures.homeScore),
          isNotNull(fixtures.awayScore),
        ),
      )
      .returning({
        tenantId: predictionGames.tenantId,
        fixtureId: predictionGames.fixtureId,
        weekStart: predictionGames.weekStart,
        kickoffAt: fixtures.kickoffAt,
        season: fixtures.season,
        homeScore: fixtures.homeScore,
        awayScore: fixtures.awayScore,
      });
    if (!game || game.homeScore === null || game.awayScore === null) return undefined;
    const winning = winningBet(game.homeScore, game.awayScore);
    const period = periodsOf(game);
    for (const board of boards)
      await addWinnersToBoard(tx, { tenantId: game.tenantId, board, period: period[board] }, gameId, winning);
    return { tenantId: game.tenantId, gameId, fixtureId: game.fixtureId, weekStart: game.weekStart };
  });
}

/** Settles the games of a finished fixture in every tenant, one transaction per game. */
async function settleFixture(db: Database, fixtureId: number, now = new Date()): Promise<SettledGame[]> {
  const open = await db
    .select({ id: predictionGames.id })
    .from(predictionGames)
    .where(and(eq(predictionGames.fixtureId, fixtureId), isNull(predictionGames.settledAt)))
    .orderBy(asc(predictionGames.id));
  const settled: SettledGame[] = [];
  for (const { id } of open) {
    const game = await settleGame(db, id, now);
    if (game) settled.push(game);
  }
  return settled;
}

/**
 * Settles every finished game that is not settled yet (at start-up: a `matchFinished` lost to a crash
 * between the match's commit and the event, or finished while no process listened). Oldest first, so
 * the boards fill in the order the matches were played.
 */
export async function settleFinishedGames(
  db: Database,
  options: { tenantId?: string; now?: Date } = {},
): Promise<SettledGame[]> {
  const open = await db
    .select({ id: predictionGames.id })
    .from(predictionGames)
    .innerJoin(fixtures, eq(fixtures.id, predictionGames.fixtureId))
    .where(
      and(
        isNull(predictionGames.settledAt),
        eq(fixtures.status, 'finished'),
        options.tenantId === undefined ? undefined : eq(predictionGames.tenantId, options.tenantId),
      ),
    )
    .orderBy(asc(fixtures.kickoffAt), asc(predictionGames.id));
  const settled: SettledGame[] = [];
  for (const { id } of open) {
    const game = await settleGame(db, id, options.now);
    if (game) settled.push(game);
  }
  return settled;
}

/**
 * Settlement over one database, as the module's `index.ts` hands it to the settlement plugin, so the
 * plugin does not reach the database itself (decision 0056).
 */
export function createSettlement(db: Database) {
  return {
    settleFixture: (fixtureId: number) => settleFixture(db, fixtureId),
    settleFinishedGames: () => settleFinishedGames(db),
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
