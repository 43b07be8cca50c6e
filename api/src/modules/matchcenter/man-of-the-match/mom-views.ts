import { z } from 'zod';
import { playerPositions } from '../schema';
import type { MomPlayer, PlayerTally } from './mom-repository';

/**
 * How many "average" grades a player's own grades are weighed against when the match's best players
 * are ranked: the average alone would crown a player whom a single fan gave five stars above one whom
 * two hundred fans gave 4.8 (decision 0013). The shown `average_grade` is always the plain average.
 */
const RANKING_PRIOR_VOTES = 3;

/** Averages are sent with two decimals: 4.33, not 4.333333333333333. */
export function roundGrade(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The players with votes, best first (Bayesian average, then more votes, then id for a stable order). */
export function rankTallies<T extends PlayerTally>(tallies: readonly T[]): T[] {
  const votes = tallies.reduce((sum, t) => sum + t.votes, 0);
  const mean = votes === 0 ? 0 : tallies.reduce((sum, t) => sum + t.sum, 0) / votes;
  const score = (t: PlayerTally) => (t.sum + RANKING_PRIOR_VOTES * mean) / (t.votes + RANKING_PRIOR_VOTES);
  return tallies
    .filter((t) => t.votes > 0)
    .map((t) => ({ tally: t, score: score(t) }))
    .sort((a, b) => b.score - a.score || b.tally.votes - a.tally.votes || a.tally.playerId - b.tally.playerId)
    .map((entry) => entry.tally);
}

export const playerResultSchema = z
  .object({
    player_id: z.number().int(),
    player_name: z.string(),
    team_id: z.number().int(),
    position: z.enum(playerPositions),
    shirt_number: z.number().int().nullable(),
    image: z.string().nullable(),
    votes: z.number().int().describe('How many fans graded this player'),
    average_grade: z.number().nullable().describe('Average grade (1–5, two decimals); null without votes'),
  })
  .meta({ id: 'MomPlayerResult' });

type PlayerResult = z.infer<typeof playerResultSchema>;

export function toPlayerResult(player: MomPlayer, tally: PlayerTally | undefined): PlayerResult {
  return {
    player_id: player.id,
    player_name: player.name,
    team_id: player.teamId,
    position: player.position,
    shirt_number: player.shirtNumber,
    image: player.imagePath,
    votes: tally?.votes ?? 0,
    average_grade: tally === undefined || tally.votes === 0 ? null : roundGrade(tally.average),
  };
}

export const momTeamSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** Comma-separated ids in a query (`fixtures=1,2,3`), at most `max` of them; duplicates dropped. */
export function idListSchema(max: number) {
  return z
    .string()
    .regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${max - 1}}$`), { error: 'mom.invalidIdList' })
    .transform((value) => [...new Set(value.split(',').map(Number))]);
}
