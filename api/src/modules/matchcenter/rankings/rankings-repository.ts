import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { selectFixtures } from '../fixture-query';
import type { FixtureRecord } from '../fixture-view';
import type { LeagueRecord } from '../matchcenter-repository';
import { fixtureEvents, fixtures, players, teams } from '../schema';
import type { PlayedMatch } from '../standings';
import type { ScoredGoal } from './top-scorers';

/** A finished match with the round it belongs to (a period's table takes the matches of its rounds). */
interface PlayedMatchInRound extends PlayedMatch {
  round: number;
}

interface ScorerRecord {
  id: number;
  commonName: string;
  displayName: string;
  imagePath: string | null;
  teamId: number;
  teamName: string;
  teamLogo: string;
}

/**
 * Read access for the league ranking page (MC-01, MC-09): the leagues (its buttons), the season's
 * results, goals and rounds of one league. League-wide football data: no tenant.
 */
export function createRankingsRepository(db: Database) {
  return {
    /** Every fixture of the league's current season, by round and kick-off. */
    async seasonFixtures(league: LeagueRecord): Promise<FixtureRecord[]> {
      return selectFixtures(db, and(eq(fixtures.leagueId, league.id), eq(fixtures.season, league.season))).orderBy(
        asc(fixtures.round),
        asc(fixtures.kickoffAt),
        asc(fixtures.id),
      );
    },

    /** The league's finished matches of its current season, with their rounds. */
    async playedMatches(league: LeagueRecord): Promise<PlayedMatchInRound[]> {
      const rows = await db
        .select({
          round: fixtures.round,
          homeTeamId: fixtures.homeTeamId,
          awayTeamId: fixtures.awayTeamId,
          homeScore: fixtures.homeScore,
          awayScore: fixtures.awayScore,
          kickoffAt: fixtures.kickoffAt,
        })
        .from(fixtures)
        .where(
          and(eq(fixtures.leagueId, league.id), eq(fixtures.season, league.season), eq(fixtures.status, 'finished')),
        );
      return rows.flatMap((m) =>
        m.homeScore === null || m.awayScore === null ? [] : [{ ...m, homeScore: m.homeScore, awayScore: m.awayScore }],
      );
    },

    /** Every goal with a scorer in the league's current season (live matches included: scorers move live). */
    async goals(league: LeagueRecord): Promise<ScoredGoal[]> {
      const rows = await db
        .select({ type: fixtureEvents.type, playerId: fixtureEvents.playerId })
        .from(fixtureEvents)
        .innerJoin(fixtures, eq(fixtures.id, fixtureEvents.fixtureId))
        .where(
          and(eq(fixtures.leagueId, league.id), eq(fixtures.season, league.season), isNotNull(fixtureEvents.playerId)),
        );
      return rows.flatMap((row) => (row.playerId === null ? [] : [{ type: row.type, playerId: row.playerId }]));
    },

    async scorers(playerIds: number[]): Promise<ScorerRecord[]> {
      if (playerIds.length === 0) return [];
      return db
        .select({
          id: players.id,
          commonName: players.commonName,
          displayName: players.displayName,
          imagePath: players.imagePath,
          teamId: teams.id,
          teamName: teams.name,
          teamLogo: teams.logoPath,
        })
        .from(players)
        .innerJoin(teams, eq(teams.id, players.teamId))
        .where(inArray(players.id, playerIds));
    },
  };
}

export type RankingsRepository = ReturnType<typeof createRankingsRepository>;
