import { date, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Football data (MC-*) is league-wide, not per tenant: a score, a kick-off time or a goal scorer is a
 * fact that every tenant must show identically, and a real provider delivers it once per league. So
 * these tables have no tenant_id; what a tenant adds to football (prediction games, votes, comments)
 * lives in tenant-scoped tables that reference these ids.
 *
 * Ids are the data provider's ids (the built-in demo provider assigns stable ones; a real provider's
 * adapter maps its own), which is why they are plain integer keys and not generated identities.
 */

export const leagues = pgTable('leagues', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  /** Current season, e.g. `2026/2027`. */
  season: text('season').notNull(),
  /**
   * When the built-in provider generated this season (null for a real provider's data). The demo's
   * schedule is laid out around that moment, so later seeding (a tenant added afterwards) rebuilds the
   * same season from it instead of one around a new "now".
   */
  generatedAt: timestamp('generated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    code: text('code').notNull(),
    city: text('city').notNull(),
    stadium: text('stadium').notNull(),
    founded: integer('founded'),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    logoPath: text('logo_path').notNull(),
    coach: text('coach'),
    /**
     * Match-model strengths of the built-in provider (goals scored and conceded relative to an average
     * side); they price the prediction game's odds and drive the live simulator. Null for real data.
     */
    attack: doublePrecision('attack'),
    defence: doublePrecision('defence'),
  },
  (table) => [index('teams_league_idx').on(table.leagueId)],
);

export const playerPositions = ['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'] as const;

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    commonName: text('common_name').notNull(),
    displayName: text('display_name').notNull(),
    nationality: text('nationality').notNull(),
    position: text('position', { enum: playerPositions }).notNull(),
    shirtNumber: integer('shirt_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    imagePath: text('image_path'),
  },
  (table) => [index('players_team_idx').on(table.teamId)],
);

/** Fixture states, named for the front end (the spec's `status`, with `live` the one it reacts to). */
export const fixtureStatuses = ['scheduled', 'live', 'half-time', 'finished', 'postponed', 'cancelled'] as const;
export type FixtureStatus = (typeof fixtureStatuses)[number];

export const fixtures = pgTable(
  'fixtures',
  {
    id: integer('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    season: text('season').notNull(),
    round: integer('round').notNull(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: fixtureStatuses }).notNull().default('scheduled'),
    /** Live minute while the match is played. */
    minute: integer('minute'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fixtures_league_round_idx').on(table.leagueId, table.round, table.kickoffAt),
    index('fixtures_league_kickoff_idx').on(table.leagueId, table.kickoffAt),
    index('fixtures_home_team_idx').on(table.homeTeamId, table.kickoffAt),
    index('fixtures_away_team_idx').on(table.awayTeamId, table.kickoffAt),
  ],
);

export const fixtureEventTypes = ['goal', 'penalty', 'own-goal'] as const;
export type FixtureEventType = (typeof fixtureEventTypes)[number];

export const fixtureEvents = pgTable(
  'fixture_events',
  {
    id: integer('id').primaryKey(),
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    type: text('type', { enum: fixtureEventTypes }).notNull(),
    minute: integer('minute').notNull(),
    extraMinute: integer('extra_minute'),
    /** The team the event counts for (for an own goal: the team that gets the goal). */
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    playerId: integer('player_id').references(() => players.id),
    /** Score after the event. */
    homeScore: integer('home_score').notNull(),
    awayScore: integer('away_score').notNull(),
  },
  (table) => [
    index('fixture_events_fixture_idx').on(table.fixtureId, table.minute),
    index('fixture_events_player_idx').on(table.playerId),
  ],
);
