import { z } from 'zod';
import type { FixtureStatus } from '../../matchcenter/schema';
import { bets, type Bet } from '../schema';
import { outcomeOf, pointsFor } from '../settlement/scoring';

const teamSchema = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });

/** A prediction game (spec 000 §3 "Prediction game"; FP-01, FP-02). */
export const predictionGameSchema = z
  .object({
    id: z.number().int(),
    fixtureId: z.number().int(),
    status: z.enum(['active', 'live', 'finished']).describe('active: open for predictions until kick-off (FP-08)'),
    date: z.string().describe('Kick-off, ISO 8601'),
    week_start: z.string().describe('Monday of the pool week, YYYY-MM-DD'),
    matchData: z.object({ homeTeam: teamSchema, awayTeam: teamSchema, draw: z.object({ name: z.string() }) }),
    odds: z.object({ home_win: z.number(), draw: z.number(), away_win: z.number() }),
    result: z.string().nullable().describe("Final score 'home:away' once the match is finished"),
    userPrediction: z
      .object({
        bet: z.enum(bets),
        result: z.string().nullable().describe("The match's score 'home:away' once finished"),
        points: z.number().int().nullable().describe('Null until the match is settled'),
        outcome: z
          .enum(['correct', 'wrong'])
          .nullable()
          .describe('Null until the match is settled (FP-02: correct, wrong; no pick is "none made")'),
      })
      .nullable()
      .describe('Null for guests and for games the user did not predict'),
  })
  .meta({ id: 'PredictionGame' });

type PredictionGameView = z.infer<typeof predictionGameSchema>;

export interface PredictionGameRecord {
  id: number;
  fixtureId: number;
  weekStart: string;
  homeWinOdds: number;
  drawOdds: number;
  awayWinOdds: number;
  kickoffAt: Date;
  fixtureStatus: FixtureStatus;
  homeScore: number | null;
  awayScore: number | null;
  season: string;
  /** When the pool scored the game (settlement.ts); its picks show points from then on. */
  settledAt: Date | null;
  home: { id: number; name: string; logoPath: string };
  away: { id: number; name: string; logoPath: string };
}

export interface UserPredictionRecord {
  predictionGameId: number;
  bet: Bet;
  /** The odds of the bet when it was placed. */
  odds: number;
}

/**
 * A pick's points once its game is settled, else null: derived from the bet, its frozen odds and the
 * final score (scoring.ts), exactly as the settlement added them to the boards, so they are not stored.
 */
function pointsOfPick(
  game: Pick<PredictionGameRecord, 'settledAt' | 'homeScore' | 'awayScore'>,
  prediction: Pick<UserPredictionRecord, 'bet' | 'odds'>,
): number | null {
  if (game.settledAt === null || game.homeScore === null || game.awayScore === null) return null;
  return pointsFor(prediction.bet, prediction.odds, game.homeScore, game.awayScore);
}

const DRAW_LABEL = { en: 'Draw', nl: 'Gelijkspel' } as const;

/** Locked from kick-off on (FP-08), whatever the data provider has said about the match yet. */
export function gameStatus(
  game: Pick<PredictionGameRecord, 'fixtureStatus' | 'kickoffAt'>,
  now: Date,
): PredictionGameView['status'] {
  if (game.fixtureStatus === 'finished' || game.fixtureStatus === 'cancelled') return 'finished';
  if (game.fixtureStatus === 'live' || game.fixtureStatus === 'half-time' || game.kickoffAt <= now) return 'live';
  return 'active';
}

export function toPredictionGameView(
  game: PredictionGameRecord,
  prediction: UserPredictionRecord | undefined,
  language: 'en' | 'nl',
  now: Date,
): PredictionGameView {
  const status = gameStatus(game, now);
  const points = prediction === undefined ? null : pointsOfPick(game, prediction);
  const result =
    game.fixtureStatus === 'finished' && game.homeScore !== null && game.awayScore !== null
      ? `${game.homeScore}:${game.awayScore}`
      : null;
  return {
    id: game.id,
    fixtureId: game.fixtureId,
    status,
    date: game.kickoffAt.toISOString(),
    week_start: game.weekStart,
    matchData: {
      homeTeam: { id: game.home.id, name: game.home.name, logo: game.home.logoPath },
      awayTeam: { id: game.away.id, name: game.away.name, logo: game.away.logoPath },
      draw: { name: DRAW_LABEL[language] },
    },
    odds: { home_win: game.homeWinOdds, draw: game.drawOdds, away_win: game.awayWinOdds },
    result,
    userPrediction: prediction ? { bet: prediction.bet, result, points, outcome: outcomeOf(points) } : null,
  };
}
