import { and, asc, count, eq, inArray, isNotNull, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { selectFixtures } from '../fixture-query';
import type { FixtureRecord } from '../fixture-view';
import type { LeagueRecord } from '../matchcenter-repository';
import { fixtureEvents, fixtures, players, teams, type FixtureStatus } from '../schema';
import type { PlayedMatch } from '../standings';
import type { ScoredGoal } from '../top-scorers';

/** A finished match with the round it belongs to (a period's table takes the matches of its rounds). */
export interface PlayedMatchInRound extends PlayedMatch {
  round: number;
}

export interface ScorerRecord {
  id: number;
  commonName: string;
  displayName: string;
  imagePath: string | null;
  teamId: number;
  teamName: string;
  teamLogo: string;
}

/** How far a round is: how many fixtures it has, how many started, how many are over. */
export interface RoundProgress {
  round: number;
  fixtures: number;
  started: number;
  over: number;
  firstKickoff: Date;
  lastKickoff: Date;
}

const STARTED: FixtureStatus[] = ['live', 'half-time', 'finished'];
/** A fixture that will not be played this round any more counts as done for the round's state. */
const OVER: FixtureStatus[] = ['finished', 'postponed', 'cancelled'];

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

    /** Every round of the league's current season with how far it is, in round order. */
    async roundProgress(league: LeagueRecord): Promise<RoundProgress[]> {
      const rows = await db
        .select({
          round: fixtures.round,
          fixtures: count(),
          started: sql<number>`count(*) filter (where ${inArray(fixtures.status, STARTED)})`.mapWith(Number),
          over: sql<number>`count(*) filter (where ${inArray(fixtures.status, OVER)})`.mapWith(Number),
          firstKickoff: min(fixtures.kickoffAt),
          lastKickoff: max(fixtures.kickoffAt),
        })
        .from(fixtures)
        .where(and(eq(fixtures.leagueId, league.id), eq(fixtures.season, league.season)))
        .groupBy(fixtures.round)
        .orderBy(asc(fixtures.round));
      return rows.flatMap((row) =>
        row.firstKickoff === null || row.lastKickoff === null
          ? []
          : [{ ...row, firstKickoff: row.firstKickoff, lastKickoff: row.lastKickoff }],
      );
    },
  };
}

export type RankingsRepository = ReturnType<typeof createRankingsRepository>;
