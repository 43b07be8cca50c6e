import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  EREDIVISIE_DEFINITION,
  KEUKEN_KAMPIOEN_DIVISIE_DEFINITION,
  generateLeague,
  type GeneratedLeague,
  type LeagueDefinition,
} from '../../../demo/football/league';
import { fixtureEvents, fixtures, leagues } from '../schema';
import {
  ProviderError,
  type FootballDataProvider,
  type ProviderFixture,
  type ProviderSeason,
  type TimeWindow,
} from './football-data-provider';

/** The demo leagues, by their (SportMonks-compatible) league id. */
const DEFINITIONS: ReadonlyMap<number, LeagueDefinition> = new Map(
  [EREDIVISIE_DEFINITION, KEUKEN_KAMPIOEN_DIVISIE_DEFINITION].map((definition) => [definition.league.id, definition]),
);

/** The image every generated player has (the seed stores the same). */
const PLAYER_PLACEHOLDER = '/assets/players/placeholder.svg';

interface DemoFootballProviderOptions {
  /** Our tables: the stored generation time of a league, and the simulator's live fixtures. */
  db?: Database;
  /** "Now" for a league never generated before. */
  now?: () => Date;
}

/**
 * The built-in provider (the default; MC-14): the demo generator behind the interface. Today the
 * seed (demo/seed.ts) writes the generated seasons straight into our tables and the live-match
 * simulator plays them there, and that stays as it is; this adapter exposes the same data through
 * `FootballDataProvider`, so the sync and the tests can treat both sources alike.
 *
 * A season is regenerated around the league's stored `generated_at` (the seed's anchor), so it is the
 * very season the seed stored; fixture updates are read from our tables, where the simulator writes
 * its live matches.
 */
export function createDemoFootballProvider(options: DemoFootballProviderOptions = {}): FootballDataProvider {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  async function anchorOf(leagueId: number): Promise<Date> {
    if (db === undefined) return now();
    const [stored] = await db
      .select({ generatedAt: leagues.generatedAt })
      .from(leagues)
      .where(eq(leagues.id, leagueId))
      .limit(1);
    return stored?.generatedAt ?? now();
  }

  return {
    name: 'demo',
    leagueIds: [...DEFINITIONS.keys()],

    async season(leagueId) {
      const definition = DEFINITIONS.get(leagueId);
      if (definition === undefined) throw new ProviderError('not-found', `demo provider: no league ${leagueId}`);
      const anchor = await anchorOf(leagueId);
      return toProviderSeason(generateLeague({ now: anchor, definition }), anchor);
    },

    async fixtureUpdates(window: TimeWindow) {
      if (db === undefined) return [];
      const demoLeagueIds = [...DEFINITIONS.keys()];
      const rows = await db
        .select({
          id: fixtures.id,
          leagueId: fixtures.leagueId,
          season: fixtures.season,
          round: fixtures.round,
          homeTeamId: fixtures.homeTeamId,
          awayTeamId: fixtures.awayTeamId,
          kickoffAt: fixtures.kickoffAt,
          status: fixtures.status,
          minute: fixtures.minute,
          homeScore: fixtures.homeScore,
          awayScore: fixtures.awayScore,
        })
        .from(fixtures)
        .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
        .where(
          and(
            inArray(fixtures.leagueId, demoLeagueIds),
            isNotNull(leagues.generatedAt),
            gte(fixtures.kickoffAt, window.from),
            lt(fixtures.kickoffAt, window.to),
          ),
        )
        .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id));
      if (rows.length === 0) return [];
      const goals = await db
        .select()
        .from(fixtureEvents)
        .where(
          inArray(
            fixtureEvents.fixtureId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(fixtureEvents.minute), asc(fixtureEvents.extraMinute), asc(fixtureEvents.id));
      return rows.map((row): ProviderFixture => ({
        ...row,
        goals: goals
          .filter((goal) => goal.fixtureId === row.id)
          .map(({ id, type, minute, extraMinute, teamId, playerId, homeScore, awayScore }) => ({
            id,
            type,
            minute,
            extraMinute,
            teamId,
            playerId,
            homeScore,
            awayScore,
          })),
      }));
    },
  };
}

/** A generated league in the interface's terms: the same values the seed writes into the tables. */
export function toProviderSeason(league: GeneratedLeague, generatedAt: Date): ProviderSeason {
  const leagueId = league.league.id;
  return {
    league: {
      id: leagueId,
      slug: league.league.slug,
      name: league.league.name,
      country: league.league.country,
      season: league.league.season,
    },
    teams: league.teams.map((team) => ({
      id: team.id,
      leagueId,
      slug: team.slug,
      name: team.name,
      shortName: team.shortName,
      code: team.code,
      city: team.city,
      stadium: team.stadium,
      founded: team.founded,
      primaryColor: team.primaryColor,
      secondaryColor: team.secondaryColor,
      logoPath: team.logoPath,
      coach: team.coach,
      attack: team.strength.attack,
      defence: team.strength.defence,
    })),
    players: league.players.map((player) => ({
      id: player.id,
      teamId: player.teamId,
      firstName: player.firstName,
      lastName: player.lastName,
      commonName: player.commonName,
      displayName: player.displayName,
      nationality: player.nationality,
      position: player.position,
      shirtNumber: player.shirtNumber,
      dateOfBirth: player.dateOfBirth,
      imagePath: PLAYER_PLACEHOLDER,
    })),
    fixtures: league.fixtures.map((fixture) => ({
      id: fixture.id,
      leagueId,
      season: league.league.season,
      round: fixture.round,
      homeTeamId: fixture.homeTeamId,
      awayTeamId: fixture.awayTeamId,
      kickoffAt: fixture.kickoffAt,
      status: fixture.status,
      minute: null,
      homeScore: fixture.homeScore,
      awayScore: fixture.awayScore,
      goals: fixture.goals.map((goal) => ({ ...goal, playerId: goal.playerId })),
    })),
    generatedAt,
  };
}
