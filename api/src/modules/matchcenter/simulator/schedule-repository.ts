import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { fixtures, leagues, matchSimulations, players, teams, type FixtureStatus } from '../schema';
import type { MatchSideInput } from './match-model';

interface FixtureToPlay {
  id: number;
  leagueId: number;
  round: number;
  status: FixtureStatus;
  kickoffAt: Date;
  /** From a league the built-in provider generated: only those are simulated. */
  demo: boolean;
  home: MatchSideInput;
  away: MatchSideInput;
}

/** A fixture as the operator sees it: where the match is and who plays it. */
export interface OperatorFixtureRecord {
  id: number;
  leagueId: number;
  round: number;
  status: FixtureStatus;
  kickoffAt: Date;
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  homeTeam: string;
  awayTeam: string;
  demo: boolean;
  simulation: {
    speed: number;
    stoppageMinute: number | null;
    step: number;
    frameCount: number;
    leaseOwner: string | null;
    leaseExpiresAt: Date | null;
    finishedAt: Date | null;
  } | null;
}

export type FixtureListFilter = 'live' | 'upcoming' | 'all';

const OPEN_STATUSES: FixtureStatus[] = ['live', 'half-time'];
const isDemoLeague = isNotNull(leagues.generatedAt);

/**
 * The fixtures the simulator plays, as it and the operator see them: which are due, what the model
 * needs of them, their kick-off times (moved by the start rule and the operator), and the operator's
 * list. Football data: league-wide, no tenant.
 */
export function createScheduleRepository(db: Database) {
  const homeTeams = alias(teams, 'home_team');
  const awayTeams = alias(teams, 'away_team');

  function selectOperatorFixtures(where: SQL | undefined) {
    return db
      .select({
        id: fixtures.id,
        leagueId: fixtures.leagueId,
        round: fixtures.round,
        status: fixtures.status,
        kickoffAt: fixtures.kickoffAt,
        minute: fixtures.minute,
        homeScore: fixtures.homeScore,
        awayScore: fixtures.awayScore,
        homeTeam: homeTeams.name,
        awayTeam: awayTeams.name,
        demo: sql<boolean>`${leagues.generatedAt} is not null`,
        speed: matchSimulations.speed,
        stoppageMinute: matchSimulations.stoppageMinute,
        step: matchSimulations.step,
        frameCount: matchSimulations.frameCount,
        leaseOwner: matchSimulations.leaseOwner,
        leaseExpiresAt: matchSimulations.leaseExpiresAt,
        finishedAt: matchSimulations.finishedAt,
      })
      .from(fixtures)
      .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
      .innerJoin(homeTeams, eq(homeTeams.id, fixtures.homeTeamId))
      .innerJoin(awayTeams, eq(awayTeams.id, fixtures.awayTeamId))
      .leftJoin(matchSimulations, eq(matchSimulations.fixtureId, fixtures.id))
      .where(where);
  }

  type OperatorRow = Awaited<ReturnType<typeof selectOperatorFixtures>>[number];
  const toOperatorRecord = (row: OperatorRow): OperatorFixtureRecord => ({
    id: row.id,
    leagueId: row.leagueId,
    round: row.round,
    status: row.status,
    kickoffAt: row.kickoffAt,
    minute: row.minute,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    demo: row.demo,
    simulation:
      row.step === null || row.speed === null || row.frameCount === null
        ? null
        : {
            speed: row.speed,
            stoppageMinute: row.stoppageMinute,
            step: row.step,
            frameCount: row.frameCount,
            leaseOwner: row.leaseOwner,
            leaseExpiresAt: row.leaseExpiresAt,
            finishedAt: row.finishedAt,
          },
  });

  return {
    /** Scheduled fixtures of the demo leagues whose kick-off has come and that nobody has started yet. */
    async dueKickOffs(now: Date, limit: number): Promise<{ id: number; kickoffAt: Date }[]> {
      return db
        .select({ id: fixtures.id, kickoffAt: fixtures.kickoffAt })
        .from(fixtures)
        .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
        .leftJoin(matchSimulations, eq(matchSimulations.fixtureId, fixtures.id))
        .where(
          and(
            isDemoLeague,
            eq(fixtures.status, 'scheduled'),
            lte(fixtures.kickoffAt, now),
            isNull(matchSimulations.fixtureId),
          ),
        )
        .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
        .limit(limit);
    },

    /** A fixture with what the model needs of both sides (strengths and squads). */
    async fixtureToPlay(fixtureId: number): Promise<FixtureToPlay | undefined> {
      const [fixture] = await db
        .select({
          id: fixtures.id,
          leagueId: fixtures.leagueId,
          round: fixtures.round,
          status: fixtures.status,
          kickoffAt: fixtures.kickoffAt,
          homeTeamId: fixtures.homeTeamId,
          awayTeamId: fixtures.awayTeamId,
          demo: sql<boolean>`${leagues.generatedAt} is not null`,
        })
        .from(fixtures)
        .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
        .where(eq(fixtures.id, fixtureId))
        .limit(1);
      if (!fixture) return undefined;
      const teamIds = [fixture.homeTeamId, fixture.awayTeamId];
      const [teamRows, squadRows] = await Promise.all([
        db
          .select({ id: teams.id, attack: teams.attack, defence: teams.defence })
          .from(teams)
          .where(inArray(teams.id, teamIds)),
        db
          .select({
            id: players.id,
            teamId: players.teamId,
            position: players.position,
            shirtNumber: players.shirtNumber,
          })
          .from(players)
          .where(inArray(players.teamId, teamIds))
          .orderBy(asc(players.id)),
      ]);
      const side = (teamId: number): MatchSideInput => {
        const team = teamRows.find((t) => t.id === teamId);
        return {
          teamId,
          // A team without strengths (not the built-in provider's) plays as an average side.
          strength: { attack: team?.attack ?? 1, defence: team?.defence ?? 1 },
          squad: squadRows
            .filter((p) => p.teamId === teamId)
            .map((p) => ({ id: p.id, position: p.position, shirtNumber: p.shirtNumber })),
        };
      };
      return {
        id: fixture.id,
        leagueId: fixture.leagueId,
        round: fixture.round,
        status: fixture.status,
        kickoffAt: fixture.kickoffAt,
        demo: fixture.demo,
        home: side(fixture.homeTeamId),
        away: side(fixture.awayTeamId),
      };
    },

    async operatorFixture(fixtureId: number): Promise<OperatorFixtureRecord | undefined> {
      const [row] = await selectOperatorFixtures(eq(fixtures.id, fixtureId)).limit(1);
      return row === undefined ? undefined : toOperatorRecord(row);
    },

    /** Live matches first (by kick-off), then the scheduled ones, soonest first. */
    async operatorFixtures(filter: FixtureListFilter, limit: number): Promise<OperatorFixtureRecord[]> {
      const live = inArray(fixtures.status, OPEN_STATUSES);
      const scheduled = eq(fixtures.status, 'scheduled');
      const where = filter === 'live' ? live : filter === 'upcoming' ? scheduled : or(live, scheduled);
      const rows = await selectOperatorFixtures(where)
        .orderBy(
          sql`case when ${fixtures.status} = 'scheduled' then 1 else 0 end`,
          asc(fixtures.kickoffAt),
          asc(fixtures.id),
        )
        .limit(limit);
      return rows.map(toOperatorRecord);
    },

    /** The demo fixture `start next` means: the scheduled one that kicks off first. */
    async nextScheduled(): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: fixtures.id })
        .from(fixtures)
        .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
        .leftJoin(matchSimulations, eq(matchSimulations.fixtureId, fixtures.id))
        .where(and(isDemoLeague, eq(fixtures.status, 'scheduled'), isNull(matchSimulations.fixtureId)))
        .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
        .limit(1);
      return row;
    },

    /** Whether a demo match is being played or kicks off by `until`. */
    async matchLiveOrKickingOffBy(until: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: fixtures.id })
        .from(fixtures)
        .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
        .where(
          and(
            isDemoLeague,
            or(
              inArray(fixtures.status, OPEN_STATUSES),
              and(eq(fixtures.status, 'scheduled'), lte(fixtures.kickoffAt, until)),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The first demo fixture still to kick off after `now`. */
    async nextKickOffAfter(now: Date): Promise<{ id: number; kickoffAt: Date } | undefined> {
      const [row] = await db
        .select({ id: fixtures.id, kickoffAt: fixtures.kickoffAt })
        .from(fixtures)
        .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
        .where(and(isDemoLeague, eq(fixtures.status, 'scheduled'), gt(fixtures.kickoffAt, now)))
        .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
        .limit(1);
      return row;
    },

    /**
     * Moves a scheduled fixture's kick-off (brought forward, or started now by the operator). Compares
     * the old kick-off, so two processes doing it at once move it once. Returns whether it moved.
     */
    async moveKickOff(fixtureId: number, from: Date, to: Date, now: Date): Promise<boolean> {
      const moved = await db
        .update(fixtures)
        .set({ kickoffAt: to, updatedAt: now })
        .where(and(eq(fixtures.id, fixtureId), eq(fixtures.status, 'scheduled'), eq(fixtures.kickoffAt, from)))
        .returning({ id: fixtures.id });
      return moved.length > 0;
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
