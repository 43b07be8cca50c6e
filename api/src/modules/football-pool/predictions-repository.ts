import { and, asc, eq, gt, inArray, lt, max, min } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { fixtures, teams } from '../matchcenter/schema';
import type { PredictionGameRecord, UserPredictionRecord } from './prediction-game-view';
import { predictionGames, predictions } from './schema';

/** Read access to a tenant's prediction games and its users' predictions. */
export function createPredictionsRepository(db: Database) {
  const homeTeams = alias(teams, 'home_team');
  const awayTeams = alias(teams, 'away_team');

  return {
    async gamesOfWeek(tenantId: string, weekStart: string): Promise<PredictionGameRecord[]> {
      return db
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
          home: { id: homeTeams.id, name: homeTeams.name, logoPath: homeTeams.logoPath },
          away: { id: awayTeams.id, name: awayTeams.name, logoPath: awayTeams.logoPath },
        })
        .from(predictionGames)
        .innerJoin(fixtures, eq(fixtures.id, predictionGames.fixtureId))
        .innerJoin(homeTeams, eq(homeTeams.id, fixtures.homeTeamId))
        .innerJoin(awayTeams, eq(awayTeams.id, fixtures.awayTeamId))
        .where(and(eq(predictionGames.tenantId, tenantId), eq(predictionGames.weekStart, weekStart)))
        .orderBy(asc(fixtures.kickoffAt), asc(predictionGames.id));
    },

    /** The nearest weeks with games before and after a week (for the week navigation). */
    async adjacentWeeks(
      tenantId: string,
      weekStart: string,
    ): Promise<{ previous: string | null; next: string | null }> {
      const [[before], [after]] = await Promise.all([
        db
          .select({ week: max(predictionGames.weekStart) })
          .from(predictionGames)
          .where(and(eq(predictionGames.tenantId, tenantId), lt(predictionGames.weekStart, weekStart))),
        db
          .select({ week: min(predictionGames.weekStart) })
          .from(predictionGames)
          .where(and(eq(predictionGames.tenantId, tenantId), gt(predictionGames.weekStart, weekStart))),
      ]);
      return { previous: before?.week ?? null, next: after?.week ?? null };
    },

    async userPredictions(tenantId: string, userId: number, gameIds: number[]): Promise<UserPredictionRecord[]> {
      if (gameIds.length === 0) return [];
      return db
        .select({ predictionGameId: predictions.predictionGameId, bet: predictions.bet, points: predictions.points })
        .from(predictions)
        .where(
          and(
            eq(predictions.tenantId, tenantId),
            eq(predictions.userId, userId),
            inArray(predictions.predictionGameId, gameIds),
          ),
        );
    },
  };
}

export type PredictionsRepository = ReturnType<typeof createPredictionsRepository>;
