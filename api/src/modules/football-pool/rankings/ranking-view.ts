import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-error';
import { boardOf, periodFromQuery, type RankingFilter } from './periods';
import type { BoardSelection, RankingRowRecord, RankingsRepository } from './rankings-repository';

export const rankingRowSchema = z
  .object({
    rank: z.number().int().describe('Competition rank on points: 1, 2, 2, 4'),
    user_id: z.number().int(),
    username: z.string(),
    image: z.string().nullable(),
    points: z.number().int(),
    correct: z.number().int().describe('Correct picks (the paging tie-break)'),
    played: z.number().int().describe('Picks made in the period, settled or not'),
  })
  .meta({ id: 'PredictionRankingRow' });

type RankingRowView = z.infer<typeof rankingRowSchema>;

export function toRankingRow(row: RankingRowRecord): RankingRowView {
  return {
    rank: row.rank,
    user_id: row.userId,
    username: row.username,
    image: row.image,
    points: row.points,
    correct: row.correct,
    played: row.played,
  };
}

/**
 * The board a ranking call asks for: a malformed value is a 400 (like any malformed query); the total
 * board is the newest season that has scores.
 */
export async function selectBoard(
  request: FastifyRequest,
  rankings: RankingsRepository,
  input: { tenantId: string; filter: RankingFilter; value: string | undefined; leagueId?: number | null },
): Promise<BoardSelection & { filter: RankingFilter; value: string }> {
  const { tenantId, filter } = input;
  const period = periodFromQuery(filter, input.value, new Date());
  if (period === undefined) {
    throw new HttpError(400, request.t('pool.invalidPeriod', { filter }), {
      value: [request.t('pool.invalidPeriod', { filter })],
    });
  }
  const resolved = period ?? (await rankings.latestSeason(tenantId)) ?? '';
  return {
    tenantId,
    board: boardOf[filter],
    period: resolved,
    leagueId: input.leagueId ?? null,
    filter,
    value: resolved,
  };
}
