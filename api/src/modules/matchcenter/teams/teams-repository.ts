import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { selectFixtures } from '../fixture-query';
import type { FixtureRecord } from '../fixture-view';
import { fixtures, leagues, players, teams } from '../schema';
import type { SquadPlayerRow, TeamKey, TeamRow } from './team-view';

/** Read access to one club's data for the team page (MC-07, MC-13). Football data: league-wide, no tenant. */
export function createTeamsRepository(db: Database) {
  return {
    /** A club by id or slug, with its league. */
    async team(key: TeamKey): Promise<TeamRow | undefined> {
      const [row] = await db
        .select({
          id: teams.id,
          slug: teams.slug,
          name: teams.name,
          shortName: teams.shortName,
          code: teams.code,
          logoPath: teams.logoPath,
          city: teams.city,
          stadium: teams.stadium,
          founded: teams.founded,
          coach: teams.coach,
          primaryColor: teams.primaryColor,
          secondaryColor: teams.secondaryColor,
          league: { id: leagues.id, slug: leagues.slug, name: leagues.name, season: leagues.season },
        })
        .from(teams)
        .innerJoin(leagues, eq(leagues.id, teams.leagueId))
        .where(typeof key === 'number' ? eq(teams.id, key) : eq(teams.slug, key))
        .limit(1);
      return row;
    },

    /** The squad by shirt number (the route groups it by position). */
    async squad(teamId: number): Promise<SquadPlayerRow[]> {
      const rows = await db
        .select({
          id: players.id,
          commonName: players.commonName,
          displayName: players.displayName,
          imagePath: players.imagePath,
          position: players.position,
          shirtNumber: players.shirtNumber,
          nationality: players.nationality,
          dateOfBirth: players.dateOfBirth,
        })
        .from(players)
        .where(eq(players.teamId, teamId))
        .orderBy(asc(players.shirtNumber), asc(players.id));
      return rows;
    },

    /**
     * Every match of the club in its league's current season, in kick-off order (at most 34 in the
     * Eredivisie: small enough to send whole, so the fixtures and results tabs need no paging). Served by
     * the fixtures_home_team_idx / fixtures_away_team_idx indexes.
     */
    async seasonFixtures(team: Pick<TeamRow, 'id' | 'league'>): Promise<FixtureRecord[]> {
      return selectFixtures(
        db,

        and(
          eq(fixtures.leagueId, team.league.id),
          eq(fixtures.season, team.league.season),
          or(eq(fixtures.homeTeamId, team.id), eq(fixtures.awayTeamId, team.id)),
        ),
      ).orderBy(asc(fixtures.kickoffAt), asc(fixtures.id));
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
