import { and, eq, getTableColumns, getTableName, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { RunInTransaction, Transaction as Tx } from '../../../db/client';
import { fixtureEvents, fixtures, leagues, players, teams, type FixtureStatus } from '../schema';
import type {
  FootballDataProvider,
  ProviderCallOptions,
  ProviderFixture,
  ProviderSeason,
  TimeWindow,
} from './football-data-provider';

/** Rows a statement writes at most: far below Postgres' 65,535 bind parameters. */
const CHUNK = 500;

interface SeasonSyncResult {
  leagueId: number;
  /** Why nothing was written: the league in our tables holds the demo's generated season. */
  skipped?: 'demo-league';
  teams: number;
  players: number;
  fixtures: number;
  goals: number;
  /** Fixtures left out: a team we do not have (a cup opponent, a placeholder). */
  droppedFixtures: number;
}

interface UpdatesSyncResult {
  /** Stored fixtures the window's answer changed (rows that did not change are not rewritten). */
  fixtures: number;
  /** Goals added, changed or taken back. */
  goals: number;
  /** Fixtures of the answer we do not store yet (the next season sync brings them) or of a demo league. */
  ignored: number;
}

/** Thrown when a provider's ids collide with rows of the demo's generated leagues: nothing is written. */
export class SyncConflictError extends Error {
  override name = 'SyncConflictError';
}

/**
 * Writes a provider's data into the match centre's tables (MC-14). Everything is read from the
 * provider first, then written in one transaction, so a failed or malformed answer leaves the tables
 * as they were, and a failure halfway through the writes rolls back. Rows are upserted by the
 * provider's ids, and a row whose values did not change is not rewritten (its `updated_at` stays), so
 * running a sync twice changes nothing the second time.
 *
 * Rows of a league the demo generated (`generated_at` set) are never overwritten by a real provider:
 * switching a deployment to SportMonks starts from tables without the demo's leagues (decision 0014).
 */
export function createFootballDataSync(options: {
  runInTransaction: RunInTransaction;
  provider: FootballDataProvider;
  log?: FastifyBaseLogger;
}) {
  const { runInTransaction, provider, log } = options;

  return {
    provider,

    async syncSeason(leagueId: number, call: ProviderCallOptions = {}): Promise<SeasonSyncResult> {
      const season = await provider.season(leagueId, call);
      if (season.league.id !== leagueId) {
        throw new SyncConflictError(`${provider.name}: asked for league ${leagueId}, got ${season.league.id}`);
      }
      const result = await runInTransaction((tx) => writeSeason(tx, season));
      log?.info({ provider: provider.name, ...result }, 'football data: season synced');
      return result;
    },

    async syncFixtureUpdates(window: TimeWindow, call: ProviderCallOptions = {}): Promise<UpdatesSyncResult> {
      const updates = await provider.fixtureUpdates(window, call);
      if (updates.length === 0) return { fixtures: 0, goals: 0, ignored: 0 };
      const result = await runInTransaction((tx) => writeUpdates(tx, updates));
      if (result.fixtures + result.goals > 0)
        log?.info({ provider: provider.name, ...result }, 'football data: fixtures updated');
      return result;
    },
  };
}

export type FootballDataSync = ReturnType<typeof createFootballDataSync>;

async function writeSeason(tx: Tx, season: ProviderSeason): Promise<SeasonSyncResult> {
  const leagueId = season.league.id;
  const empty = { leagueId, teams: 0, players: 0, fixtures: 0, goals: 0, droppedFixtures: 0 };
  const [stored] = await tx
    .select({ generatedAt: leagues.generatedAt })
    .from(leagues)
    .where(eq(leagues.id, leagueId))
    .limit(1);
  const fromDemo = season.generatedAt !== null;
  if (stored && stored.generatedAt !== null && !fromDemo) return { ...empty, skipped: 'demo-league' };
  if (!fromDemo) await refuseDemoCollisions(tx, season);

  // League and club slugs are unique: another row's slug gets this row's id appended.
  const [slugTaken] = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(and(eq(leagues.slug, season.league.slug), ne(leagues.id, leagueId)))
    .limit(1);
  const leagueRow = {
    ...season.league,
    slug: slugTaken ? `${season.league.slug}-${leagueId}` : season.league.slug,
    generatedAt: season.generatedAt,
  };
  await tx
    .insert(leagues)
    .values(leagueRow)
    .onConflictDoUpdate({ target: leagues.id, ...upsertOf(leagues, ['createdAt']) });

  const teamRows = await uniqueTeamSlugs(tx, season.teams);
  await inChunks(teamRows, (chunk) =>
    tx
      .insert(teams)
      .values(chunk)
      .onConflictDoUpdate({ target: teams.id, ...upsertOf(teams) }),
  );

  const teamIds = new Set(teamRows.map((team) => team.id));
  // A player listed by two clubs (a transfer during the season) is stored once, with the last.
  const playerRows = [...new Map(season.players.filter((p) => teamIds.has(p.teamId)).map((p) => [p.id, p])).values()];
  await inChunks(playerRows, (chunk) =>
    tx
      .insert(players)
      .values(chunk)
      .onConflictDoUpdate({ target: players.id, ...upsertOf(players) }),
  );

  const known = await storedTeams(
    tx,
    season.fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId]).filter((id) => !teamIds.has(id)),
  );
  const playable = season.fixtures.filter(
    (f) =>
      (teamIds.has(f.homeTeamId) || known.has(f.homeTeamId)) && (teamIds.has(f.awayTeamId) || known.has(f.awayTeamId)),
  );
  const written = await writeFixtures(tx, playable);
  return {
    leagueId,
    teams: teamRows.length,
    players: playerRows.length,
    fixtures: written.fixtures,
    goals: written.goals,
    droppedFixtures: season.fixtures.length - playable.length,
  };
}

async function writeUpdates(tx: Tx, updates: ProviderFixture[]): Promise<UpdatesSyncResult> {
  const stored = await tx
    .select({
      id: fixtures.id,
      leagueId: fixtures.leagueId,
      season: fixtures.season,
      round: fixtures.round,
      homeTeamId: fixtures.homeTeamId,
      awayTeamId: fixtures.awayTeamId,
    })
    .from(fixtures)
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .where(
      and(
        inArray(
          fixtures.id,
          updates.map((u) => u.id),
        ),
        // The simulator writes the demo's live matches; a provider's window never touches them.
        sql`${leagues.generatedAt} is null`,
      ),
    );
  const byId = new Map(stored.map((row) => [row.id, row]));
  // Where and when it belongs stays as the season sync stored it; the window brings the match's state.
  const rows = updates.flatMap((update) => {
    const row = byId.get(update.id);
    return row ? [{ ...update, ...row }] : [];
  });
  const written = await writeFixtures(tx, rows);
  return { fixtures: written.changedFixtures, goals: written.changedGoals, ignored: updates.length - rows.length };
}

/** Upserts fixtures and replaces their goals; also counts the rows the statements actually changed. */
async function writeFixtures(
  tx: Tx,
  rows: ProviderFixture[],
): Promise<{ fixtures: number; goals: number; changedFixtures: number; changedGoals: number }> {
  if (rows.length === 0) return { fixtures: 0, goals: 0, changedFixtures: 0, changedGoals: 0 };
  const ids = rows.map((row) => row.id);
  const unknownState = rows.filter((row) => row.status === null).map((row) => row.id);
  const storedStatus = new Map<number, FixtureStatus>();
  if (unknownState.length > 0) {
    const stored = await tx
      .select({ id: fixtures.id, status: fixtures.status })
      .from(fixtures)
      .where(inArray(fixtures.id, unknownState));
    for (const row of stored) storedStatus.set(row.id, row.status);
  }
  const values = rows.map(({ goals: _goals, status, ...row }) => ({
    ...row,
    status: status ?? storedStatus.get(row.id) ?? 'scheduled',
  }));
  let changedFixtures = 0;
  let changedGoals = 0;
  await inChunks(values, async (chunk) => {
    const touched = await tx
      .insert(fixtures)
      .values(chunk)
      .onConflictDoUpdate({ target: fixtures.id, ...upsertOf(fixtures, ['updatedAt'], { updatedAt: sql`now()` }) })
      .returning({ id: fixtures.id });
    changedFixtures += touched.length;
  });

  // Goals: the answer's list is the truth for its fixtures (a goal taken back by VAR disappears).
  const goals = rows.flatMap((row) => row.goals.map((goal) => ({ ...goal, fixtureId: row.id })));
  const goalIds = goals.map((goal) => goal.id);
  const removed = await tx
    .delete(fixtureEvents)
    .where(
      and(
        inArray(fixtureEvents.fixtureId, ids),
        goalIds.length > 0 ? notInArray(fixtureEvents.id, goalIds) : undefined,
      ),
    )
    .returning({ id: fixtureEvents.id });
  changedGoals += removed.length;
  // A scorer we do not store (left the club, not in a squad list) is shown without a name.
  const scorers = await storedPlayers(
    tx,
    goals.flatMap((goal) => (goal.playerId === null ? [] : [goal.playerId])),
  );
  const goalRows = goals.map((goal) => ({
    ...goal,
    playerId: goal.playerId !== null && scorers.has(goal.playerId) ? goal.playerId : null,
  }));
  await inChunks(goalRows, async (chunk) => {
    const touched = await tx
      .insert(fixtureEvents)
      .values(chunk)
      .onConflictDoUpdate({ target: fixtureEvents.id, ...upsertOf(fixtureEvents) })
      .returning({ id: fixtureEvents.id });
    changedGoals += touched.length;
  });
  return { fixtures: rows.length, goals: goalRows.length, changedFixtures, changedGoals };
}

/**
 * `ON CONFLICT (id) DO UPDATE SET col = excluded.col, …` for every column but the key and `skip`,
 * only where one of them differs, so an unchanged row is not rewritten.
 */
function upsertOf<T extends PgTable>(
  table: T,
  skip: string[] = [],
  extra: Record<string, SQL> = {},
): { set: Record<string, SQL>; setWhere: SQL } {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => !column.primary && !skip.includes(key),
  );
  const name = sql.identifier(getTableName(table));
  const set = Object.fromEntries(columns.map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]));
  const stored = sql.join(
    columns.map(([, column]) => sql`${name}.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const incoming = sql.join(
    columns.map(([, column]) => sql`excluded.${sql.identifier(column.name)}`),
    sql`, `,
  );
  return { set: { ...set, ...extra }, setWhere: sql`(${stored}) is distinct from (${incoming})` };
}

/** Club slugs are unique across leagues: a slug another club already has gets the id appended. */
async function uniqueTeamSlugs(tx: Tx, rows: ProviderSeason['teams']): Promise<ProviderSeason['teams']> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const taken = await tx
    .select({ slug: teams.slug })
    .from(teams)
    .where(
      and(
        inArray(
          teams.slug,
          rows.map((row) => row.slug),
        ),
        notInArray(teams.id, ids),
      ),
    );
  const used = new Set(taken.map((row) => row.slug));
  return rows.map((row) => {
    const slug = used.has(row.slug) ? `${row.slug}-${row.id}` : row.slug;
    used.add(slug);
    return { ...row, slug };
  });
}

/** A real provider's ids must not land on rows of the demo's generated leagues. */
async function refuseDemoCollisions(tx: Tx, season: ProviderSeason): Promise<void> {
  const teamIds = season.teams.map((team) => team.id);
  const playerIds = season.players.map((player) => player.id);
  const fixtureIds = season.fixtures.map((fixture) => fixture.id);
  const demoLeague = and(isNotNull(leagues.generatedAt), ne(leagues.id, season.league.id));
  const clashes = [
    ...(teamIds.length === 0
      ? []
      : await tx
          .select({ id: teams.id })
          .from(teams)
          .innerJoin(leagues, eq(leagues.id, teams.leagueId))
          .where(and(inArray(teams.id, teamIds), demoLeague))
          .limit(1)),
    ...(playerIds.length === 0
      ? []
      : await tx
          .select({ id: players.id })
          .from(players)
          .innerJoin(teams, eq(teams.id, players.teamId))
          .innerJoin(leagues, eq(leagues.id, teams.leagueId))
          .where(and(inArray(players.id, playerIds), demoLeague))
          .limit(1)),
    ...(fixtureIds.length === 0
      ? []
      : await tx
          .select({ id: fixtures.id })
          .from(fixtures)
          .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
          .where(and(inArray(fixtures.id, fixtureIds), demoLeague))
          .limit(1)),
  ];
  if (clashes.length > 0) {
    throw new SyncConflictError(
      `league ${season.league.id}: the provider's ids collide with the demo's generated data (decision 0014: remove the demo leagues first)`,
    );
  }
}

async function storedTeams(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(inArray(teams.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

async function storedPlayers(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: players.id })
    .from(players)
    .where(inArray(players.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}
