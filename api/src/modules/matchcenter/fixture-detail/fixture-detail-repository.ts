import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { FixtureRecord } from '../fixture-view';
import {
  fixtureEvents,
  fixtures,
  leagues,
  matchEvents,
  matchSimulations,
  matchStatistics,
  players,
  teams,
  type MatchEventType,
  type MatchSide,
  type playerPositions,
} from '../schema';
import type { MatchStatisticsSnapshot } from '../simulator/match-plan';
import { awayTeams, fixtureColumns, homeTeams } from '../fixture-query';

export type PlayerPosition = (typeof playerPositions)[number];

export interface FixtureDetailRecord extends FixtureRecord {
  league: { id: number; slug: string; name: string };
  /** Where the match is played: the home side's ground. */
  venue: { name: string; city: string };
}

/** One thing that happened in the match, from `match_events` (simulated) or `fixture_events` (seeded goals). */
export interface DetailEventRecord {
  /** 1, 2, … in match order: the simulator's sequence, so a live `MatchEvent` matches its stored row. */
  sequence: number;
  type: MatchEventType;
  minute: number;
  stoppageMinute: number | null;
  side: MatchSide;
  teamId: number;
  playerId: number | null;
  /** The assist of a goal, or the player going off in a substitution. */
  secondPlayerId: number | null;
  homeScore: number;
  awayScore: number;
}

export interface SquadPlayerRecord {
  id: number;
  teamId: number;
  commonName: string;
  displayName: string;
  position: PlayerPosition;
  shirtNumber: number | null;
  imagePath: string | null;
}

/** The simulator's state of a match, as far as the match page shows it. */
export interface SimulationRecord {
  /** Player ids of each side's starting XI and bench, as the simulator drew them at kick-off. */
  lineups: { home: { starting: number[]; bench: number[] }; away: { starting: number[]; bench: number[] } } | null;
  minute: number | null;
  stoppageMinute: number | null;
}

const id = z.number().int().positive();
const storedLineupsSchema = z.object({
  home: z.object({ starting: z.array(id), bench: z.array(id) }),
  away: z.object({ starting: z.array(id), bench: z.array(id) }),
});

const seededEventType: Record<(typeof fixtureEvents.$inferSelect)['type'], MatchEventType> = {
  goal: 'goal',
  penalty: 'penalty',
  'own-goal': 'own_goal',
};

/**
 * Reads one fixture with everything its page shows (MC-12): league-wide football data, no tenant. Each
 * read is one fixture's rows by key, so the page stays cheap while thousands watch a live match.
 */
export function createFixtureDetailRepository(db: Database) {
  return {
    async fixture(fixtureId: number): Promise<FixtureDetailRecord | undefined> {
      const [row] = await db
        .select({
          ...fixtureColumns,
          league: { id: leagues.id, slug: leagues.slug, name: leagues.name },
          venue: { name: homeTeams.stadium, city: homeTeams.city },
        })
        .from(fixtures)
        .innerJoin(homeTeams, eq(homeTeams.id, fixtures.homeTeamId))
        .innerJoin(awayTeams, eq(awayTeams.id, fixtures.awayTeamId))
        .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
        .where(eq(fixtures.id, fixtureId))
        .limit(1);
      return row;
    },

    /** Whether a team exists (an unknown team is a 404, a team without matches left is not). */
    async teamExists(teamId: number): Promise<boolean> {
      const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
      return row !== undefined;
    },

    /** The team's match being played, else its next one to kick off (MC-04). */
    async nextFixtureOfTeam(teamId: number, now: Date): Promise<FixtureRecord | undefined> {
      const ofTeam = or(eq(fixtures.homeTeamId, teamId), eq(fixtures.awayTeamId, teamId));
      const open = or(
        inArray(fixtures.status, ['live', 'half-time']),
        and(eq(fixtures.status, 'scheduled'), gte(fixtures.kickoffAt, now)),
      );
      const [row] = await db
        .select(fixtureColumns)
        .from(fixtures)
        .innerJoin(homeTeams, eq(homeTeams.id, fixtures.homeTeamId))
        .innerJoin(awayTeams, eq(awayTeams.id, fixtures.awayTeamId))
        .where(and(ofTeam, open))
        .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
        .limit(1);
      return row;
    },

    /**
     * The match's events: every stored `match_events` row of a simulated match (goals, cards,
     * substitutions); a seeded past result has only its goals (`fixture_events`), numbered in order.
     */
    async events(fixture: Pick<FixtureRecord, 'id' | 'home'>): Promise<DetailEventRecord[]> {
      const simulated = await db
        .select({
          sequence: matchEvents.sequence,
          type: matchEvents.type,
          minute: matchEvents.minute,
          stoppageMinute: matchEvents.stoppageMinute,
          side: matchEvents.side,
          teamId: matchEvents.teamId,
          playerId: matchEvents.playerId,
          secondPlayerId: matchEvents.secondPlayerId,
          homeScore: matchEvents.homeScore,
          awayScore: matchEvents.awayScore,
        })
        .from(matchEvents)
        .where(eq(matchEvents.fixtureId, fixture.id))
        .orderBy(asc(matchEvents.sequence));
      if (simulated.length > 0) return simulated;
      const goals = await db
        .select({
          type: fixtureEvents.type,
          minute: fixtureEvents.minute,
          extraMinute: fixtureEvents.extraMinute,
          teamId: fixtureEvents.teamId,
          playerId: fixtureEvents.playerId,
          homeScore: fixtureEvents.homeScore,
          awayScore: fixtureEvents.awayScore,
        })
        .from(fixtureEvents)
        .where(eq(fixtureEvents.fixtureId, fixture.id))
        .orderBy(asc(fixtureEvents.minute), asc(fixtureEvents.extraMinute), asc(fixtureEvents.id));
      return goals.map((goal, index) => ({
        sequence: index + 1,
        type: seededEventType[goal.type],
        minute: goal.minute,
        stoppageMinute: goal.extraMinute,
        side: goal.teamId === fixture.home.id ? 'home' : 'away',
        teamId: goal.teamId,
        playerId: goal.playerId,
        secondPlayerId: null,
        homeScore: goal.homeScore,
        awayScore: goal.awayScore,
      }));
    },

    /** Both squads, for names and for the line-ups. */
    async squads(teamIds: readonly number[]): Promise<SquadPlayerRecord[]> {
      return db
        .select({
          id: players.id,
          teamId: players.teamId,
          commonName: players.commonName,
          displayName: players.displayName,
          position: players.position,
          shirtNumber: players.shirtNumber,
          imagePath: players.imagePath,
        })
        .from(players)
        .where(inArray(players.teamId, [...teamIds]))
        .orderBy(asc(players.id));
    },

    /**
     * The simulator's record of the match, undefined for a match it never played. Only the line-ups are
     * read out of the stored plan (not its hundred frames), and validated: the plan is stored JSON.
     */
    async simulation(fixtureId: number): Promise<SimulationRecord | undefined> {
      const [row] = await db
        .select({
          lineups: sql<unknown>`${matchSimulations.plan} -> 'lineups'`,
          minute: matchSimulations.minute,
          stoppageMinute: matchSimulations.stoppageMinute,
        })
        .from(matchSimulations)
        .where(eq(matchSimulations.fixtureId, fixtureId))
        .limit(1);
      if (!row) return undefined;
      const lineups = storedLineupsSchema.safeParse(row.lineups);
      return {
        lineups: lineups.success ? lineups.data : null,
        minute: row.minute,
        stoppageMinute: row.stoppageMinute,
      };
    },

    async statistics(fixtureId: number): Promise<MatchStatisticsSnapshot | undefined> {
      const [row] = await db.select().from(matchStatistics).where(eq(matchStatistics.fixtureId, fixtureId)).limit(1);
      if (!row) return undefined;
      return {
        home: {
          possession: row.homePossession,
          shots: row.homeShots,
          shotsOnTarget: row.homeShotsOnTarget,
          corners: row.homeCorners,
          fouls: row.homeFouls,
        },
        away: {
          possession: row.awayPossession,
          shots: row.awayShots,
          shotsOnTarget: row.awayShotsOnTarget,
          corners: row.awayCorners,
          fouls: row.awayFouls,
        },
      };
    },
  };
}

export type FixtureDetailRepository = ReturnType<typeof createFixtureDetailRepository>;
