import { z } from 'zod';
import { leagueSummarySchema } from '../ranking-view';
import { playerPositions } from '../schema';

/**
 * A team in a path: its id (`3`) or its slug (`ajax`). Anything else is malformed (a 400), so a 404
 * always means "no such club" and never "you typed it wrong".
 */
/**
 * A numeric id in a path: digits only, so `1e3`, `0x10` or ` 3` (which `Number` would read) are
 * malformed rather than some other club or player.
 */
export const pathIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));

export const teamKeySchema = z.union([
  pathIdSchema,
  z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,63}$/)
    .describe('Club slug'),
]);
export type TeamKey = z.infer<typeof teamKeySchema>;

/** Club information (MC-07): what the club widget and the team page header show. */
export const teamInfoSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    shortName: z.string(),
    code: z.string().describe('Three-letter scoreboard code'),
    logo: z.string().describe('Crest path, relative to the API origin, or an absolute URL'),
    city: z.string(),
    stadium: z.string(),
    founded: z.number().int().nullable(),
    coach: z.string().nullable(),
    colours: z.object({ primary: z.string(), secondary: z.string() }),
    league: leagueSummarySchema,
  })
  .meta({ id: 'TeamInfo' });
type TeamInfoView = z.infer<typeof teamInfoSchema>;

export interface TeamRow {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  code: string;
  logoPath: string;
  city: string;
  stadium: string;
  founded: number | null;
  coach: string | null;
  primaryColor: string;
  secondaryColor: string;
  league: { id: number; slug: string; name: string; season: string };
}

export function toTeamInfo(team: TeamRow): TeamInfoView {
  return {
    id: team.id,
    slug: team.slug,
    name: team.name,
    shortName: team.shortName,
    code: team.code,
    logo: team.logoPath,
    city: team.city,
    stadium: team.stadium,
    founded: team.founded,
    coach: team.coach,
    colours: { primary: team.primaryColor, secondary: team.secondaryColor },
    league: team.league,
  };
}

/** Spec 000 §2 (lineup widget): squad positions are abbreviated DEF, GK, MF, ST. */
export const positionCodes = ['GK', 'DEF', 'MF', 'ST'] as const;
export type PositionCode = (typeof positionCodes)[number];
export const positionCode: Record<(typeof playerPositions)[number], PositionCode> = {
  Goalkeeper: 'GK',
  Defender: 'DEF',
  Midfielder: 'MF',
  Attacker: 'ST',
};

/** A player in a squad list (spec 000 §3 "Squad player", plus what the team page shows). */
export const squadPlayerSchema = z
  .object({
    id: z.number().int(),
    sportMonksId: z.number().int().describe('The data provider id (the same as `id` for the built-in provider)'),
    commonName: z.string().describe('Short name, "D. de Jong"'),
    displayName: z.string().describe('Full name, "Daan de Jong"'),
    imagePath: z.string().nullable(),
    position: z.enum(playerPositions),
    positionCode: z.enum(positionCodes),
    shirtNumber: z.number().int().nullable(),
    nationality: z.string().describe('ISO 3166-1 alpha-2 (or a home nation such as GB-ENG)'),
    dateOfBirth: z.string().nullable().describe('YYYY-MM-DD'),
  })
  .meta({ id: 'SquadPlayer' });
type SquadPlayerView = z.infer<typeof squadPlayerSchema>;

/**
 * A club with its players (spec 000 §7 `GET /api/v2/matchcenter/teams/{team}`): the club information
 * and the squad as the spec's "Squad player" (sportMonksId, commonName, imagePath, position in the
 * data's words Goalkeeper, Defender, Midfielder, Attacker), which the line-up widget picks from (MC-10).
 */
export const teamWithSquadSchema = teamInfoSchema
  .extend({ squad: z.array(squadPlayerSchema).describe('By shirt number') })
  .meta({ id: 'TeamWithSquad' });

export interface SquadPlayerRow {
  id: number;
  commonName: string;
  displayName: string;
  imagePath: string | null;
  position: (typeof playerPositions)[number];
  shirtNumber: number | null;
  nationality: string;
  dateOfBirth: string | null;
}

export function toSquadPlayer(player: SquadPlayerRow): SquadPlayerView {
  return {
    id: player.id,
    sportMonksId: player.id,
    commonName: player.commonName,
    displayName: player.displayName,
    imagePath: player.imagePath,
    position: player.position,
    positionCode: positionCode[player.position],
    shirtNumber: player.shirtNumber,
    nationality: player.nationality,
    dateOfBirth: player.dateOfBirth,
  };
}
