import { z } from 'zod';
import { calendarDateOf, isCalendarDate, parseCalendarDate } from '../../../lib/league-time';
import { playerPositions } from '../schema';
import { positionCode, positionCodes } from '../teams/team-view';

/** A player's profile (MC-02). */
export const playerProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  commonName: z.string().describe('Short name, "D. de Jong"'),
  displayName: z.string().describe('Full name, "Daan de Jong"'),
  imagePath: z.string().nullable(),
  nationality: z.string().describe('ISO 3166-1 alpha-2 (or a home nation such as GB-ENG)'),
  position: z.enum(playerPositions),
  positionCode: z.enum(positionCodes),
  shirtNumber: z.number().int().nullable(),
  dateOfBirth: z.string().nullable().describe('YYYY-MM-DD'),
  age: z.number().int().nullable().describe('Age today, in the league time zone'),
  team: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), shortName: z.string(), logo: z.string() }),
  league: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), season: z.string() }),
});

/**
 * Season figures (MC-02) of the current season of the player's league. Goals and penalties come from
 * every match's goal list and are complete. Appearances come from line-ups: a simulated match's own
 * (starting XI and who came on), and for a finished match without one the XI its match page derives
 * (fixture-detail/lineups.ts), so every played match counts and the player and match pages agree;
 * a goal always proves an appearance. Assists and cards need match events, which exist only for
 * matches the live simulator played (a real provider's adapter would supply them for all):
 * `matchesWithLineups` says how many of the team's `teamMatches` have them.
 */
export const seasonFiguresSchema = z.object({
  season: z.string(),
  appearances: z
    .number()
    .int()
    .describe('Known appearances: in the starting eleven or came on (matches with a line-up), or scored'),
  goals: z.number().int().describe('Goals scored, penalties included, own goals not'),
  penalties: z.number().int().describe('Of the goals, how many from the penalty spot'),
  ownGoals: z.number().int(),
  assists: z.number().int(),
  yellowCards: z.number().int(),
  redCards: z.number().int(),
  teamMatches: z.number().int().describe("Matches the player's team has started this season"),
  matchesWithLineups: z.number().int().describe('Of those, how many have a known line-up and card and assist events'),
});
export type SeasonFigures = z.infer<typeof seasonFiguresSchema>;

export const playerSchema = z
  .object({
    profile: playerProfileSchema,
    season: seasonFiguresSchema,
    mom: z
      .object({
        averageGrade: z.number().describe('Average grade, 1–5 stars, two decimals'),
        votes: z.number().int().describe('How many grades it averages'),
      })
      .nullable()
      .describe(
        "Man-of-the-match average (MC-06) of the requesting tenant's fans over the season; null for a player " +
          'nobody graded.',
      ),
  })
  .meta({ id: 'Player' });

export interface PlayerRow {
  id: number;
  firstName: string;
  lastName: string;
  commonName: string;
  displayName: string;
  imagePath: string | null;
  nationality: string;
  position: (typeof playerPositions)[number];
  shirtNumber: number | null;
  dateOfBirth: string | null;
  team: { id: number; slug: string; name: string; shortName: string; logoPath: string };
  league: { id: number; slug: string; name: string; season: string };
}

/** Whole years from a birth date (YYYY-MM-DD) to today's date in the league's time zone. */
function ageOn(dateOfBirth: string | null, now: Date): number | null {
  if (dateOfBirth === null || !isCalendarDate(dateOfBirth)) return null;
  const birth = parseCalendarDate(dateOfBirth);
  const today = parseCalendarDate(calendarDateOf(now));
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  const age = today.year - birth.year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

export function toPlayerProfile(player: PlayerRow, now: Date): z.infer<typeof playerProfileSchema> {
  return {
    id: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    commonName: player.commonName,
    displayName: player.displayName,
    imagePath: player.imagePath,
    nationality: player.nationality,
    position: player.position,
    positionCode: positionCode[player.position],
    shirtNumber: player.shirtNumber,
    dateOfBirth: player.dateOfBirth,
    age: ageOn(player.dateOfBirth, now),
    team: {
      id: player.team.id,
      slug: player.team.slug,
      name: player.team.name,
      shortName: player.team.shortName,
      logo: player.team.logoPath,
    },
    league: player.league,
  };
}
