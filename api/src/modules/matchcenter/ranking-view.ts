import { z } from 'zod';
import type { StandingRow } from './standings';
import type { TeamRecord } from './fixture-view';

/** One row of the league table (spec 000 §3 "Ranking" team rows), computed from the results. */
export const rankingRowSchema = z
  .object({
    position: z.number().int(),
    teamId: z.number().int(),
    team: z.string(),
    shortName: z.string(),
    logo: z.string(),
    played: z.number().int(),
    won: z.number().int(),
    drawn: z.number().int(),
    lost: z.number().int(),
    goalsFor: z.number().int(),
    goalsAgainst: z.number().int(),
    goalDifference: z.number().int(),
    points: z.number().int(),
    form: z.array(z.enum(['W', 'D', 'L'])).describe('Last five results, oldest first'),
  })
  .meta({ id: 'RankingRow' });

type RankingRowView = z.infer<typeof rankingRowSchema>;

export const leagueSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  season: z.string(),
});

export function toRankingRow(row: StandingRow, team: TeamRecord | undefined): RankingRowView {
  return {
    position: row.position,
    teamId: row.teamId,
    team: team?.name ?? '',
    shortName: team?.shortName ?? '',
    logo: team?.logoPath ?? '',
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goalsFor: row.goalsFor,
    goalsAgainst: row.goalsAgainst,
    goalDifference: row.goalDifference,
    points: row.points,
    form: row.form,
  };
}
