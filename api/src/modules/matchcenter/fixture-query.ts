import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { fixtures, teams } from './schema';

/** The two sides of a fixture, as table aliases: every fixture query joins the teams twice. */
export const homeTeams = alias(teams, 'home_team');
export const awayTeams = alias(teams, 'away_team');

/** The columns of a `FixtureRecord` (fixture-view.ts): the fixture and both clubs' names and crests. */
export const fixtureColumns = {
  id: fixtures.id,
  leagueId: fixtures.leagueId,
  round: fixtures.round,
  status: fixtures.status,
  minute: fixtures.minute,
  homeScore: fixtures.homeScore,
  awayScore: fixtures.awayScore,
  kickoffAt: fixtures.kickoffAt,
  home: { id: homeTeams.id, name: homeTeams.name, shortName: homeTeams.shortName, logoPath: homeTeams.logoPath },
  away: { id: awayTeams.id, name: awayTeams.name, shortName: awayTeams.shortName, logoPath: awayTeams.logoPath },
};

/** Fixtures as `FixtureRecord`s, with both clubs joined, narrowed by `where`; the caller orders and limits. */
export function selectFixtures(db: Database, where: SQL | undefined) {
  return db
    .select(fixtureColumns)
    .from(fixtures)
    .innerJoin(homeTeams, eq(homeTeams.id, fixtures.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, fixtures.awayTeamId))
    .where(where);
}
