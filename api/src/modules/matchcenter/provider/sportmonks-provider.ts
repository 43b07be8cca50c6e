import {
  ProviderError,
  type FootballDataProvider,
  type ProviderFixture,
  type ProviderSeason,
} from './football-data-provider';
import { createSportmonksClient, type SportmonksClientOptions } from './sportmonks-client';
import { mapFixture, mapLeague, mapSquad, mapTeam, roundNumbersOf } from './sportmonks-mapping';
import { fixtureSchema, leagueSchema, teamSchema } from './sportmonks-schemas';

interface SportmonksProviderOptions extends SportmonksClientOptions {
  /** SportMonks league ids to import (72 Eredivisie, 74 Eerste Divisie). */
  leagueIds: readonly number[];
}

/** What a fixture answer includes: teams, scores (CURRENT), goals with their type, state, round, live minute. */
const FIXTURE_INCLUDE = 'participants;scores;events.type;state;round;periods';

/**
 * The SportMonks Football API v3 adapter (MC-14). A season costs three kinds of calls: the league
 * with its current season, the season's teams with their squads, and the season's fixtures (50 a
 * page); live updates one call per page of the window's fixtures of all configured leagues.
 */
export function createSportmonksProvider(options: SportmonksProviderOptions): FootballDataProvider {
  const client = createSportmonksClient(options);
  const leagueIds = [...options.leagueIds];

  return {
    name: 'sportmonks',
    leagueIds,

    async season(leagueId, { signal } = {}): Promise<ProviderSeason> {
      const league = await client.get(
        `/leagues/${leagueId}`,
        { include: 'currentSeason;country' },
        leagueSchema,
        signal,
      );
      const season = league.currentseason ?? league.currentSeason;
      if (!season) throw new ProviderError('not-found', `SportMonks league ${leagueId} has no current season`);
      const teams = await client.getAll(
        `/teams/seasons/${season.id}`,
        { include: 'players.player.nationality;venue' },
        teamSchema,
        signal,
      );
      const fixtures = await client.getAll(
        '/fixtures',
        { filters: `fixtureSeasons:${season.id}`, include: FIXTURE_INCLUDE },
        fixtureSchema,
        signal,
      );
      const context = { seasonName: season.name, roundNumbers: roundNumbersOf(fixtures) };
      const realTeams = teams.filter((team) => team.placeholder !== true);
      return {
        league: mapLeague(league, season.name),
        teams: realTeams.map((team) => mapTeam(team, league.id)),
        players: realTeams.flatMap(mapSquad),
        fixtures: fixtures.flatMap((fixture) => {
          const mapped = fixture.placeholder === true ? undefined : mapFixture(fixture, context);
          return mapped ? [mapped] : [];
        }),
        generatedAt: null,
      };
    },

    async fixtureUpdates(window, { signal } = {}): Promise<ProviderFixture[]> {
      if (leagueIds.length === 0) return [];
      // The endpoint takes whole days (UTC); the window is cut back out of them below.
      const fixtures = await client.getAll(
        `/fixtures/between/${day(window.from)}/${day(window.to)}`,
        { filters: `fixtureLeagues:${leagueIds.join(',')}`, include: `${FIXTURE_INCLUDE};season` },
        fixtureSchema,
        signal,
      );
      const context = { seasonName: '', roundNumbers: roundNumbersOf(fixtures) };
      return fixtures.flatMap((fixture) => {
        const mapped = mapFixture(fixture, context);
        const inWindow = mapped !== undefined && mapped.kickoffAt >= window.from && mapped.kickoffAt < window.to;
        return inWindow && leagueIds.includes(mapped.leagueId) ? [mapped] : [];
      });
    },
  };
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}
