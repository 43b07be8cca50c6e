import { and, asc, desc, eq, gte, inArray, lt, max, min, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectFixtures } from './fixture-query';
import type { EventRecord, FixtureRecord, TeamRecord } from './fixture-view';
import { fixtureEvents, fixtures, leagues, players, teams } from './schema';
import { computeStandings, type StandingRow } from './standings';

export interface LeagueRecord {
  id: number;
  slug: string;
  name: string;
  season: string;
}

/** Read access to the (league-wide, tenant-independent) football data. */
export function createMatchcenterRepository(db: Database) {
  const selectFixturesWhere = (where: SQL | undefined) => selectFixtures(db, where);

  const ofTeam = (teamId: number | undefined) =>
    teamId === undefined ? undefined : or(eq(fixtures.homeTeamId, teamId), eq(fixtures.awayTeamId, teamId));

  return {
    /** A league by slug (`eredivisie`) or by id (`72`). */
    async league(key: string): Promise<LeagueRecord | undefined> {
      const byId = /^\d{1,9}$/.test(key) ? eq(leagues.id, Number(key)) : eq(leagues.slug, key.toLowerCase());
      const [row] = await db
        .select({ id: leagues.id, slug: leagues.slug, name: leagues.name, season: leagues.season })
        .from(leagues)
        .where(byId)
        .limit(1);
      return row;
    },

    /** Every league the site has data for. */
    async leagues(): Promise<LeagueRecord[]> {
      return db
        .select({ id: leagues.id, slug: leagues.slug, name: leagues.name, season: leagues.season })
        .from(leagues)
        .orderBy(asc(leagues.id));
    },

    async roundCount(leagueId: number): Promise<number> {
      const [row] = await db
        .select({ rounds: max(fixtures.round) })
        .from(fixtures)
        .where(eq(fixtures.leagueId, leagueId));
      return row?.rounds ?? 0;
    },

    /** The first round with a match still to be completed; the last round once the season is over. */
    async currentRound(leagueId: number): Promise<number> {
      const [open] = await db
        .select({ round: min(fixtures.round) })
        .from(fixtures)
        .where(
          and(eq(fixtures.leagueId, leagueId), notInArray(fixtures.status, ['finished', 'postponed', 'cancelled'])),
        );
      return open?.round ?? (await this.roundCount(leagueId));
    },

    async fixturesOfRound(leagueId: number, round: number): Promise<FixtureRecord[]> {
      return selectFixturesWhere(and(eq(fixtures.leagueId, leagueId), eq(fixtures.round, round))).orderBy(
        asc(fixtures.kickoffAt),
        asc(fixtures.id),
      );
    },

    /** Live matches and those still to kick off, soonest first (optionally of one team). */
    async upcoming(leagueId: number, now: Date, limit: number, teamId?: number): Promise<FixtureRecord[]> {
      const open = or(
        inArray(fixtures.status, ['live', 'half-time']),
        and(eq(fixtures.status, 'scheduled'), gte(fixtures.kickoffAt, now)),
      );
      return selectFixturesWhere(and(eq(fixtures.leagueId, leagueId), open, ofTeam(teamId)))
        .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
        .limit(limit);
    },

    /** The last finished matches, most recent first (optionally of one team). */
    async latest(leagueId: number, limit: number, teamId?: number): Promise<FixtureRecord[]> {
      return selectFixturesWhere(and(eq(fixtures.leagueId, leagueId), eq(fixtures.status, 'finished'), ofTeam(teamId)))
        .orderBy(desc(fixtures.kickoffAt), desc(fixtures.id))
        .limit(limit);
    },

    /** Every match kicking off in [from, to), of any league, by kick-off (a calendar day's matches). */
    async fixturesBetween(from: Date, to: Date): Promise<FixtureRecord[]> {
      return selectFixturesWhere(and(gte(fixtures.kickoffAt, from), lt(fixtures.kickoffAt, to))).orderBy(
        asc(fixtures.kickoffAt),
        asc(fixtures.id),
      );
    },

    /** Every match being played now (live or at half time), of any league, by kick-off. */
    async liveFixtures(): Promise<FixtureRecord[]> {
      return selectFixturesWhere(inArray(fixtures.status, ['live', 'half-time'])).orderBy(
        asc(fixtures.kickoffAt),
        asc(fixtures.id),
      );
    },

    async events(fixtureIds: number[]): Promise<EventRecord[]> {
      if (fixtureIds.length === 0) return [];
      return db
        .select({
          id: fixtureEvents.id,
          fixtureId: fixtureEvents.fixtureId,
          type: fixtureEvents.type,
          minute: fixtureEvents.minute,
          extraMinute: fixtureEvents.extraMinute,
          teamId: fixtureEvents.teamId,
          playerId: fixtureEvents.playerId,
          playerName: players.commonName,
          homeScore: fixtureEvents.homeScore,
          awayScore: fixtureEvents.awayScore,
        })
        .from(fixtureEvents)
        .leftJoin(players, eq(players.id, fixtureEvents.playerId))
        .where(inArray(fixtureEvents.fixtureId, fixtureIds))
        .orderBy(
          asc(fixtureEvents.fixtureId),
          asc(fixtureEvents.minute),
          asc(fixtureEvents.extraMinute),
          asc(fixtureEvents.id),
        );
    },

    async teams(leagueId: number): Promise<TeamRecord[]> {
      return db
        .select({ id: teams.id, name: teams.name, shortName: teams.shortName, logoPath: teams.logoPath })
        .from(teams)
        .where(eq(teams.leagueId, leagueId));
    },

    /** The table from the finished matches (see standings.ts for why it is computed, not stored). */
    async standings(leagueId: number, teamIds: number[]): Promise<StandingRow[]> {
      const played = await db
        .select({
          homeTeamId: fixtures.homeTeamId,
          awayTeamId: fixtures.awayTeamId,
          homeScore: fixtures.homeScore,
          awayScore: fixtures.awayScore,
          kickoffAt: fixtures.kickoffAt,
        })
        .from(fixtures)
        .where(and(eq(fixtures.leagueId, leagueId), eq(fixtures.status, 'finished')));
      return computeStandings(
        teamIds,
        played.flatMap((m) =>
          m.homeScore === null || m.awayScore === null
            ? []
            : [{ ...m, homeScore: m.homeScore, awayScore: m.awayScore }],
        ),
      );
    },
  };
}

export type MatchcenterRepository = ReturnType<typeof createMatchcenterRepository>;
