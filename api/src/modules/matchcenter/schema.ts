import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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

/*
 * The live-match simulator (MC-03, MC-12): what the built-in provider records while it plays a match.
 * League-wide like the tables above (no tenant_id): a goal is a fact every tenant shows alike.
 */

/** Everything that happens in a match, as stored and as published in `MatchEvent`. */
export const matchEventTypes = ['goal', 'penalty', 'own_goal', 'yellow_card', 'red_card', 'substitution'] as const;
export type MatchEventType = (typeof matchEventTypes)[number];

export const matchSides = ['home', 'away'] as const;
export type MatchSide = (typeof matchSides)[number];

export const matchEvents = pgTable(
  'match_events',
  {
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    /**
     * The event's place in the match (1, 2, …), fixed when the match is drawn at kick-off. With the
     * fixture it is the key, so replaying a minute (after a restart, or by a second process) writes the
     * same rows again and the insert skips them: an event is never stored twice.
     */
    sequence: integer('sequence').notNull(),
    minute: integer('minute').notNull(),
    /** Stoppage time: 45+2 is minute 45, stoppage minute 2. */
    stoppageMinute: integer('stoppage_minute'),
    type: text('type', { enum: matchEventTypes }).notNull(),
    /** The side the event counts for; for an own goal the side that gets the goal (as in fixture_events). */
    side: text('side', { enum: matchSides }).notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    /** Scorer, booked player, or the player coming on; for an own goal a player of the other side. */
    playerId: integer('player_id').references(() => players.id),
    /** The assist of a goal, or the player going off in a substitution. */
    secondPlayerId: integer('second_player_id').references(() => players.id),
    /** Score after the event. */
    homeScore: integer('home_score').notNull(),
    awayScore: integer('away_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.fixtureId, table.sequence] }),
    index('match_events_player_idx').on(table.playerId, table.type),
  ],
);

/** Running match statistics, one row per fixture (both sides), overwritten each simulated minute. */
export const matchStatistics = pgTable('match_statistics', {
  fixtureId: integer('fixture_id')
    .primaryKey()
    .references(() => fixtures.id, { onDelete: 'cascade' }),
  /** Percent of the ball; home + away = 100. */
  homePossession: integer('home_possession').notNull(),
  awayPossession: integer('away_possession').notNull(),
  homeShots: integer('home_shots').notNull(),
  awayShots: integer('away_shots').notNull(),
  homeShotsOnTarget: integer('home_shots_on_target').notNull(),
  awayShotsOnTarget: integer('away_shots_on_target').notNull(),
  homeCorners: integer('home_corners').notNull(),
  awayCorners: integer('away_corners').notNull(),
  homeFouls: integer('home_fouls').notNull(),
  awayFouls: integer('away_fouls').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The simulator's state of one match, and the lease that says which API process plays it.
 *
 * The whole match is drawn at kick-off into `plan` (frames, one per match minute) and `step` says how
 * many have been applied; each frame holds absolute values (score, minute, statistics), so applying a
 * frame twice changes nothing and a restarted process resumes from `step` without double counting.
 * A process plays a match only while it holds the lease (`lease_owner` until `lease_expires_at`);
 * every write also compares `step`, so even two processes that both believe they hold it (clocks
 * apart) cannot both apply a minute.
 */
export const matchSimulations = pgTable(
  'match_simulations',
  {
    fixtureId: integer('fixture_id')
      .primaryKey()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    /** The drawn match (simulator/match-plan.ts), validated when read back. */
    plan: jsonb('plan').notNull(),
    frameCount: integer('frame_count').notNull(),
    /** Index of the last applied frame; -1 before kick-off. */
    step: integer('step').notNull().default(-1),
    /** Match minutes per real minute (1: real time; 60: a minute a second). */
    speed: doublePrecision('speed').notNull().default(1),
    /** When the next frame is due. */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }).notNull(),
    /** The match clock after the last applied frame (for the operator's list). */
    minute: integer('minute'),
    stoppageMinute: integer('stoppage_minute'),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Set in the transaction that finishes the match, by the one process whose update flips it from
     * null: only that process emits the in-process "match finished" event, so it is emitted once.
     */
    matchFinishedEmittedAt: timestamp('match_finished_emitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('match_simulations_due_idx').on(table.finishedAt, table.nextStepAt)],
);
