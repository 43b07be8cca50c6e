import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { fixtures, teams } from '../../matchcenter/schema';
import type { PredictionGameRecord, UserPredictionRecord } from './prediction-game-view';
import { addPicksToBoards } from '../rankings/boards';
import { predictionGames, predictions, type Bet } from '../schema';

/** Games a fan's public page lists at most. */
const USER_GAMES_LIMIT = 200;

/** Read and write access to a tenant's prediction games and its users' predictions. */
export function createPredictionsRepository(db: Database) {
  const homeTeams = alias(teams, 'home_team');
  const awayTeams = alias(teams, 'away_team');

  /** Every read goes through here, with the tenant in its condition. */
  function games(executor: Database, tenantId: string, condition: SQL | undefined) {
    return executor
      .select({
        id: predictionGames.id,
        fixtureId: predictionGames.fixtureId,
        weekStart: predictionGames.weekStart,
        homeWinOdds: predictionGames.homeWinOdds,
        drawOdds: predictionGames.drawOdds,
        awayWinOdds: predictionGames.awayWinOdds,
        kickoffAt: fixtures.kickoffAt,
        fixtureStatus: fixtures.status,
        homeScore: fixtures.homeScore,
        awayScore: fixtures.awayScore,
        season: fixtures.season,
        settledAt: predictionGames.settledAt,
        home: { id: homeTeams.id, name: homeTeams.name, logoPath: homeTeams.logoPath },
        away: { id: awayTeams.id, name: awayTeams.name, logoPath: awayTeams.logoPath },
      })
      .from(predictionGames)
      .innerJoin(fixtures, eq(fixtures.id, predictionGames.fixtureId))
      .innerJoin(homeTeams, eq(homeTeams.id, fixtures.homeTeamId))
      .innerJoin(awayTeams, eq(awayTeams.id, fixtures.awayTeamId))
      .where(and(eq(predictionGames.tenantId, tenantId), condition));
  }

  async function userPredictions(tenantId: string, userId: number, gameIds: number[]): Promise<UserPredictionRecord[]> {
    if (gameIds.length === 0) return [];
    return db
      .select({ predictionGameId: predictions.predictionGameId, bet: predictions.bet, odds: predictions.odds })
      .from(predictions)
      .where(
        and(
          eq(predictions.tenantId, tenantId),
          eq(predictions.userId, userId),
          inArray(predictions.predictionGameId, gameIds),
        ),
      );
  }

  return {
    userPredictions,

    async gamesOfWeek(tenantId: string, weekStart: string): Promise<PredictionGameRecord[]> {
      return games(db, tenantId, eq(predictionGames.weekStart, weekStart)).orderBy(
        asc(fixtures.kickoffAt),
        asc(predictionGames.id),
      );
    },

    async game(tenantId: string, gameId: number): Promise<PredictionGameRecord | undefined> {
      const [game] = await games(db, tenantId, eq(predictionGames.id, gameId)).limit(1);
      return game;
    },

    async gameOfFixture(tenantId: string, fixtureId: number): Promise<PredictionGameRecord | undefined> {
      const [game] = await games(db, tenantId, eq(predictionGames.fixtureId, fixtureId)).limit(1);
      return game;
    },

    /** The nearest weeks with games before and after a week (for the week navigation). */
    async adjacentWeeks(
      tenantId: string,
      weekStart: string,
    ): Promise<{ previous: string | null; next: string | null }> {
      // One statement (SCL-04): every query costs the API a write and a read on its socket, about 0.3 ms
      // of its one thread on this hardware, and two aggregates over the same index cost Postgres nothing.
      const [row] = await db
        .select({
          previous: sql<
            string | null
          >`max(${predictionGames.weekStart}) filter (where ${predictionGames.weekStart} < ${weekStart})::text`,
          next: sql<
            string | null
          >`min(${predictionGames.weekStart}) filter (where ${predictionGames.weekStart} > ${weekStart})::text`,
        })
        .from(predictionGames)
        .where(eq(predictionGames.tenantId, tenantId));
      return { previous: row?.previous ?? null, next: row?.next ?? null };
    },

    /**
     * A fan's picks on games that have locked (kick-off passed, or the match under way or over), newest
     * first, within a kick-off window when one is given: never a pick on a game still open.
     */
    async lockedGamesOfUser(
      tenantId: string,
      userId: number,
      window: { from: Date; to: Date } | null,
      now: Date,
    ): Promise<{ game: PredictionGameRecord; prediction: UserPredictionRecord }[]> {
      const locked = or(lte(fixtures.kickoffAt, now), inArray(fixtures.status, ['live', 'half-time', 'finished']));
      const within =
        window === null ? undefined : and(gte(fixtures.kickoffAt, window.from), lt(fixtures.kickoffAt, window.to));
      const picked = db
        .select({ id: predictions.predictionGameId })
        .from(predictions)
        .where(and(eq(predictions.tenantId, tenantId), eq(predictions.userId, userId)));
      const rows = await games(db, tenantId, and(locked, within, inArray(predictionGames.id, picked)))
        .orderBy(desc(fixtures.kickoffAt), desc(predictionGames.id))
        .limit(USER_GAMES_LIMIT);
      const own = await userPredictions(
        tenantId,
        userId,
        rows.map((r) => r.id),
      );
      const byGame = new Map(own.map((p) => [p.predictionGameId, p]));
      return rows.flatMap((game) => {
        const prediction = byGame.get(game.id);
        return prediction === undefined ? [] : [{ game, prediction }];
      });
    },

    /**
     * Saves a fan's picks in one transaction: `check` sees the games as they are inside it (so a game
     * cannot lock between the check and the write) and throws to refuse everything. A new pick for a
     * game replaces the earlier one; `check` refuses games that have kicked off, so a locked pick never
     * changes. A fan's first pick of a game counts as played on its boards (boards.ts).
     */
    async savePicks(
      input: {
        tenantId: string;
        userId: number;
        /** The games `check` is shown (every id the list names, also of items it will refuse). */
        gameIds: number[];
        picks: { gameId: number; bet: Bet }[];
        now: Date;
      },
      check: (games: PredictionGameRecord[]) => void,
    ): Promise<{ gameId: number; bet: Bet; odds: number }[]> {
      const { tenantId, userId, picks, now } = input;
      return db.transaction(async (tx) => {
        const ids = [...new Set([...input.gameIds, ...picks.map((p) => p.gameId)])];
        const found = ids.length === 0 ? [] : await games(tx, tenantId, inArray(predictionGames.id, ids));
        check(found);
        const byId = new Map(found.map((g) => [g.id, g]));
        const rows = picks.flatMap((pick) => {
          const game = byId.get(pick.gameId);
          if (game === undefined) return [];
          const odds =
            pick.bet === 'home_win' ? game.homeWinOdds : pick.bet === 'draw' ? game.drawOdds : game.awayWinOdds;
          return [{ tenantId, predictionGameId: game.id, userId, bet: pick.bet, odds, createdAt: now, updatedAt: now }];
        });
        if (rows.length > 0) {
          const written = await tx
            .insert(predictions)
            .values(rows)
            .onConflictDoUpdate({
              target: [predictions.predictionGameId, predictions.userId],
              set: { bet: sql`excluded.bet`, odds: sql`excluded.odds`, updatedAt: now },
            })
            .returning({ gameId: predictions.predictionGameId, created: sql<boolean>`xmax = 0` });
          // A pick made for the first time counts as played on its boards; a changed one already did.
          const made = written.flatMap(({ gameId, created }) => {
            const game = byId.get(gameId);
            return created && game ? [{ userId, game }] : [];
          });
          await addPicksToBoards(tx, tenantId, made);
        }
        return rows.map((r) => ({ gameId: r.predictionGameId, bet: r.bet, odds: r.odds }));
      });
    },

    /** How many picked each bet on a game (FP-06). */
    async betCounts(tenantId: string, gameId: number): Promise<Record<Bet, number>> {
      const rows = await db
        .select({ bet: predictions.bet, count: sql<number>`count(*)::int` })
        .from(predictions)
        .where(and(eq(predictions.tenantId, tenantId), eq(predictions.predictionGameId, gameId)))
        .groupBy(predictions.bet);
      const counts: Record<Bet, number> = { home_win: 0, draw: 0, away_win: 0 };
      for (const row of rows) counts[row.bet] = Number(row.count);
      return counts;
    },

    /** Kick-offs and weeks of every game of a tenant: the periods the ranking menus offer. */
    async gameCalendar(tenantId: string): Promise<{ weekStart: string; kickoffAt: Date; season: string }[]> {
      return db
        .select({ weekStart: predictionGames.weekStart, kickoffAt: fixtures.kickoffAt, season: fixtures.season })
        .from(predictionGames)
        .innerJoin(fixtures, eq(fixtures.id, predictionGames.fixtureId))
        .where(eq(predictionGames.tenantId, tenantId));
    },
  };
}

export type PredictionsRepository = ReturnType<typeof createPredictionsRepository>;
