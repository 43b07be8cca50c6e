import { and, asc, avg, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  fixtures,
  leagues,
  matchSimulations,
  players,
  teams,
  type FixtureStatus,
  type playerPositions,
} from '../schema';
import { playersWhoPlayed, type PlayersWhoPlayed } from './players-who-played';
import { momBallots, momVotes } from './schema';

export interface MomTeam {
  id: number;
  name: string;
  slug: string;
}

export interface MomFixture {
  id: number;
  leagueId: number;
  season: string;
  status: FixtureStatus;
  kickoffAt: Date;
  finishedAt: Date | null;
  home: MomTeam;
  away: MomTeam;
}

export interface MomPlayer {
  id: number;
  teamId: number;
  name: string;
  position: (typeof playerPositions)[number];
  shirtNumber: number | null;
  imagePath: string | null;
}

/** Votes of one player: how many grades, their sum and average. */
export interface PlayerTally {
  playerId: number;
  votes: number;
  sum: number;
  average: number;
}

interface OwnVote {
  teamId: number;
  grades: { playerId: number; grade: number }[];
}

/**
 * Man-of-the-match votes. Every method takes the tenant and filters on it, so a read across tenants
 * cannot be written by accident (votes are tenant data; the football data they point at is not).
 */
export function createMomRepository(db: Database) {
  const homeTeams = alias(teams, 'home_team');
  const awayTeams = alias(teams, 'away_team');

  const tallyColumns = {
    playerId: momVotes.playerId,
    votes: count(),
    sum: sql<number>`sum(${momVotes.grade})::int`,
    average: sql<number>`avg(${momVotes.grade})::float8`,
  };

  return {
    async fixture(fixtureId: number): Promise<MomFixture | undefined> {
      const [row] = await db
        .select({
          id: fixtures.id,
          leagueId: fixtures.leagueId,
          season: fixtures.season,
          status: fixtures.status,
          kickoffAt: fixtures.kickoffAt,
          finishedAt: matchSimulations.finishedAt,
          home: { id: homeTeams.id, name: homeTeams.name, slug: homeTeams.slug },
          away: { id: awayTeams.id, name: awayTeams.name, slug: awayTeams.slug },
        })
        .from(fixtures)
        .innerJoin(homeTeams, eq(homeTeams.id, fixtures.homeTeamId))
        .innerJoin(awayTeams, eq(awayTeams.id, fixtures.awayTeamId))
        .leftJoin(matchSimulations, eq(matchSimulations.fixtureId, fixtures.id))
        .where(eq(fixtures.id, fixtureId))
        .limit(1);
      return row;
    },

    /** A team by id (`12`) or slug (`ajax`). */
    async team(key: string): Promise<MomTeam | undefined> {
      const where = /^\d{1,9}$/.test(key) ? eq(teams.id, Number(key)) : eq(teams.slug, key.toLowerCase());
      const [row] = await db
        .select({ id: teams.id, name: teams.name, slug: teams.slug })
        .from(teams)
        .where(where)
        .limit(1);
      return row;
    },

    /** A league by slug or id, with its current season. */
    async league(key: string): Promise<{ id: number; slug: string; season: string } | undefined> {
      const where = /^\d{1,9}$/.test(key) ? eq(leagues.id, Number(key)) : eq(leagues.slug, key.toLowerCase());
      const [row] = await db
        .select({ id: leagues.id, slug: leagues.slug, season: leagues.season })
        .from(leagues)
        .where(where)
        .limit(1);
      return row;
    },

    playersWhoPlayed(fixture: MomFixture): Promise<PlayersWhoPlayed> {
      return playersWhoPlayed(db, fixture);
    },

    async players(ids: readonly number[]): Promise<MomPlayer[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: players.id,
          teamId: players.teamId,
          name: players.commonName,
          position: players.position,
          shirtNumber: players.shirtNumber,
          imagePath: players.imagePath,
        })
        .from(players)
        .where(inArray(players.id, [...ids]));
    },

    /**
     * Stores a fan's vote: the ballot and its grades in one transaction. Returns false, writing nothing,
     * when the fan already voted for this match (the ballot's key decides, also between two requests
     * that arrive at once).
     */
    async castVote(input: {
      tenantId: string;
      fixtureId: number;
      userId: number;
      teamId: number;
      grades: { playerId: number; grade: number }[];
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const ballot = await tx
          .insert(momBallots)
          .values({
            tenantId: input.tenantId,
            fixtureId: input.fixtureId,
            userId: input.userId,
            teamId: input.teamId,
            createdAt: input.now,
          })
          .onConflictDoNothing()
          .returning({ userId: momBallots.userId });
        if (ballot.length === 0) return false;
        await tx.insert(momVotes).values(
          input.grades.map((grade) => ({
            tenantId: input.tenantId,
            fixtureId: input.fixtureId,
            userId: input.userId,
            playerId: grade.playerId,
            grade: grade.grade,
            createdAt: input.now,
            updatedAt: input.now,
          })),
        );
        return true;
      });
    },

    /** Every rated player of one fixture with their tally. */
    async fixtureTallies(tenantId: string, fixtureId: number): Promise<PlayerTally[]> {
      return db
        .select(tallyColumns)
        .from(momVotes)
        .where(and(eq(momVotes.tenantId, tenantId), eq(momVotes.fixtureId, fixtureId)))
        .groupBy(momVotes.playerId);
    },

    async votersCount(tenantId: string, fixtureId: number): Promise<number> {
      const [row] = await db
        .select({ voters: count() })
        .from(momBallots)
        .where(and(eq(momBallots.tenantId, tenantId), eq(momBallots.fixtureId, fixtureId)));
      return row?.voters ?? 0;
    },

    async ownVote(tenantId: string, fixtureId: number, userId: number): Promise<OwnVote | undefined> {
      const [ballot] = await db
        .select({ teamId: momBallots.teamId })
        .from(momBallots)
        .where(
          and(eq(momBallots.tenantId, tenantId), eq(momBallots.fixtureId, fixtureId), eq(momBallots.userId, userId)),
        )
        .limit(1);
      if (ballot === undefined) return undefined;
      const grades = await db
        .select({ playerId: momVotes.playerId, grade: momVotes.grade })
        .from(momVotes)
        .where(and(eq(momVotes.tenantId, tenantId), eq(momVotes.fixtureId, fixtureId), eq(momVotes.userId, userId)))
        .orderBy(asc(momVotes.playerId));
      return { teamId: ballot.teamId, grades };
    },

    /** Per fixture, the tallies of the players of `teamId` (the best of each is chosen by the caller). */
    async teamTalliesByFixture(
      tenantId: string,
      teamId: number,
      fixtureIds: readonly number[],
    ): Promise<(PlayerTally & { fixtureId: number })[]> {
      if (fixtureIds.length === 0) return [];
      return db
        .select({ fixtureId: momVotes.fixtureId, ...tallyColumns })
        .from(momVotes)
        .innerJoin(players, eq(players.id, momVotes.playerId))
        .where(
          and(
            eq(momVotes.tenantId, tenantId),
            inArray(momVotes.fixtureId, [...fixtureIds]),
            eq(players.teamId, teamId),
          ),
        )
        .groupBy(momVotes.fixtureId, momVotes.playerId);
    },

    /** Per player, over the given fixtures (all of the league's current season when none are given). */
    async playerTallies(
      tenantId: string,
      playerIds: readonly number[],
      scope: { fixtureIds: readonly number[] } | { leagueId: number; season: string },
    ): Promise<PlayerTally[]> {
      if (playerIds.length === 0) return [];
      const where = and(eq(momVotes.tenantId, tenantId), inArray(momVotes.playerId, [...playerIds]));
      if ('fixtureIds' in scope) {
        if (scope.fixtureIds.length === 0) return [];
        return db
          .select(tallyColumns)
          .from(momVotes)
          .where(and(where, inArray(momVotes.fixtureId, [...scope.fixtureIds])))
          .groupBy(momVotes.playerId);
      }
      return db
        .select(tallyColumns)
        .from(momVotes)
        .innerJoin(fixtures, eq(fixtures.id, momVotes.fixtureId))
        .where(and(where, eq(fixtures.leagueId, scope.leagueId), eq(fixtures.season, scope.season)))
        .groupBy(momVotes.playerId);
    },

    /** The season's best-rated players of the tenant, with at least `minVotes` grades each. */
    async topOfSeason(
      tenantId: string,
      league: { id: number; season: string },
      minVotes: number,
      limit: number,
    ): Promise<PlayerTally[]> {
      const average = avg(momVotes.grade);
      return db
        .select(tallyColumns)
        .from(momVotes)
        .innerJoin(fixtures, eq(fixtures.id, momVotes.fixtureId))
        .where(
          and(eq(momVotes.tenantId, tenantId), eq(fixtures.leagueId, league.id), eq(fixtures.season, league.season)),
        )
        .groupBy(momVotes.playerId)
        .having(gte(count(), minVotes))
        .orderBy(sql`${average} desc`, sql`count(*) desc`, asc(momVotes.playerId))
        .limit(limit);
    },

    /** Which of `ids` are fixtures of a team (home or away). */
    async fixturesOfTeam(teamId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: fixtures.id, home: fixtures.homeTeamId, away: fixtures.awayTeamId })
        .from(fixtures)
        .where(inArray(fixtures.id, [...ids]));
      return rows.filter((row) => row.home === teamId || row.away === teamId).map((row) => row.id);
    },

    /** The league (and season) a team plays in. */
    async leagueOfTeam(teamId: number): Promise<{ id: number; season: string } | undefined> {
      const [row] = await db
        .select({ id: leagues.id, season: leagues.season })
        .from(teams)
        .innerJoin(leagues, eq(leagues.id, teams.leagueId))
        .where(eq(teams.id, teamId))
        .limit(1);
      return row;
    },

    async teamNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(inArray(teams.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async squadIds(teamId: number): Promise<number[]> {
      const rows = await db.select({ id: players.id }).from(players).where(eq(players.teamId, teamId));
      return rows.map((row) => row.id);
    },
  };
}

export type MomRepository = ReturnType<typeof createMomRepository>;
