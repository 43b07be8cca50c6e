import { z } from 'zod';

/*
 * The parts of SportMonks Football API v3 answers the adapter reads, validated before any use
 * (STYLE 4: outside data is `unknown` until a schema says otherwise). Unknown fields are dropped; a
 * missing or mistyped field we rely on makes the whole answer "malformed", and nothing is written.
 * Shapes: docs.sportmonks.com/football (entities Fixture, Team/Player/Squad, League/Season, State;
 * includes participants, scores, events, periods). See docs/decisions/0014.
 */

const id = z.number().int().positive();

/** `GET /states` and the fixture's `state` include; we map by `developer_name`, not by id. */
const stateSchema = z.object({
  id,
  state: z.string().optional(),
  name: z.string().optional(),
  short_name: z.string().nullish(),
  developer_name: z.string().min(1),
});

const countrySchema = z.object({ id, name: z.string().min(1) });

const seasonSchema = z.object({
  id,
  league_id: id.optional(),
  name: z.string().min(1),
  is_current: z.boolean().optional(),
  starting_at: z.string().nullish(),
  ending_at: z.string().nullish(),
});

/** `GET /leagues/{id}?include=currentSeason;country`. Include keys arrive lower-cased (`currentseason`). */
export const leagueSchema = z.object({
  id,
  name: z.string().min(1),
  short_code: z.string().nullish(),
  country_id: z.number().int().nullish(),
  type: z.string().nullish(),
  country: countrySchema.nullish(),
  currentseason: seasonSchema.nullish(),
  currentSeason: seasonSchema.nullish(),
});
export type SmLeague = z.infer<typeof leagueSchema>;

export const playerSchema = z.object({
  id,
  position_id: z.number().int().nullish(),
  common_name: z.string().nullish(),
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  name: z.string().nullish(),
  display_name: z.string().nullish(),
  image_path: z.string().nullish(),
  date_of_birth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
  nationality: countrySchema.nullish(),
});
export type SmPlayer = z.infer<typeof playerSchema>;

/** A squad entry: the team's `players` include (with `players.player` for the person). */
const squadEntrySchema = z.object({
  id: id.optional(),
  player_id: id,
  team_id: id,
  position_id: z.number().int().nullish(),
  jersey_number: z.number().int().min(0).max(999).nullish(),
  captain: z.boolean().nullish(),
  player: playerSchema.nullish(),
});

const venueSchema = z.object({ id, name: z.string().nullish(), city_name: z.string().nullish() });

/** `GET /teams/seasons/{seasonId}?include=players.player.nationality;venue`. */
export const teamSchema = z.object({
  id,
  name: z.string().min(1),
  short_code: z.string().nullish(),
  image_path: z.string().nullish(),
  founded: z.number().int().nullish(),
  placeholder: z.boolean().nullish(),
  venue: venueSchema.nullish(),
  players: z.array(squadEntrySchema).optional(),
});
export type SmTeam = z.infer<typeof teamSchema>;

const participantSchema = z.object({
  id,
  name: z.string().min(1),
  short_code: z.string().nullish(),
  meta: z.object({ location: z.string() }),
});

const scoreSchema = z.object({
  id: id.optional(),
  participant_id: id,
  description: z.string(),
  score: z.object({ goals: z.number().int().min(0), participant: z.string() }),
});

export const eventSchema = z.object({
  id,
  participant_id: z.number().int().nullish(),
  type_id: z.number().int(),
  player_id: z.number().int().nullish(),
  related_player_id: z.number().int().nullish(),
  minute: z.number().int().min(0).nullish(),
  extra_minute: z.number().int().min(0).nullish(),
  /** The score after the event, "home-away", on goals. */
  result: z.string().nullish(),
  info: z.string().nullish(),
  sort_order: z.number().int().nullish(),
  type: z.object({ developer_name: z.string() }).nullish(),
});
export type SmEvent = z.infer<typeof eventSchema>;

const periodSchema = z.object({
  ticking: z.boolean().nullish(),
  minutes: z.number().int().min(0).nullish(),
  time_added: z.number().int().min(0).nullish(),
  ended: z.number().int().nullish(),
});

/** A fixture with `participants;scores;events.type;state;round;periods` (and `season` on the windows). */
export const fixtureSchema = z.object({
  id,
  league_id: id,
  season_id: id,
  round_id: z.number().int().nullish(),
  state_id: z.number().int(),
  name: z.string().nullish(),
  starting_at: z.string().nullish(),
  starting_at_timestamp: z.number().int().nullish(),
  placeholder: z.boolean().nullish(),
  participants: z.array(participantSchema).default([]),
  scores: z.array(scoreSchema).default([]),
  events: z.array(eventSchema).default([]),
  periods: z.array(periodSchema).default([]),
  state: stateSchema.nullish(),
  round: z.object({ id, name: z.string() }).nullish(),
  season: seasonSchema.nullish(),
});
export type SmFixture = z.infer<typeof fixtureSchema>;

const paginationSchema = z.object({
  count: z.number().int().min(0).optional(),
  per_page: z.number().int().min(1).optional(),
  current_page: z.number().int().min(1),
  next_page: z.string().nullish(),
  has_more: z.boolean(),
});

/** The `rate_limit` object every answer carries (docs: "Rate limit"). */
export const rateLimitSchema = z.object({
  resets_in_seconds: z.number().min(0),
  remaining: z.number().min(0),
  requested_entity: z.string().optional(),
});

export function singleEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, rate_limit: rateLimitSchema.optional() });
}

export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    pagination: paginationSchema.optional(),
    rate_limit: rateLimitSchema.optional(),
  });
}
