import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/** FP-02: the three bets of a game. */
export const bets = ['home_win', 'draw', 'away_win'] as const;
export type Bet = (typeof bets)[number];

const teamSchema = z.object({
  name: z.string(),
  /** The crest's path, relative to the API's origin; empty for a club without one. */
  logo: z.string(),
});

/** A prediction game as GET /api/v2/predictions sends it (spec 000 §3 "Prediction game"; the API's PredictionGame). */
export const predictionGameSchema = z.object({
  id: z.number(),
  /** The match this game is about (the article widget finds its game by it, FP-06). */
  fixtureId: z.number(),
  /** 'active' (open for predictions), 'live' or 'finished' (FP-01); anything newer reads as active. */
  status: z.string(),
  /** Kick-off, ISO 8601: also the moment the game locks (FP-08). */
  date: z.string(),
  matchData: z.object({
    homeTeam: teamSchema,
    awayTeam: teamSchema,
  }),
  odds: z.object({ home_win: z.number(), draw: z.number(), away_win: z.number() }),
  /**
   * The visitor's own prediction, null when there is none (and for guests); `result` is the match's score
   * 'home:away' once known, `points` and `outcome` are null until the game is settled (FP-08).
   */
  userPrediction: z.nullable(
    z.object({
      bet: z.enum(bets),
      result: z.nullable(z.string()),
      points: z.nullable(z.number()),
      outcome: z.nullable(z.enum(['correct', 'wrong'])),
    }),
  ),
  /** The match's score 'home:away', once known. */
  result: z.nullable(z.string()),
});
/** Fails to compile when the API's prediction game stops passing this schema (shared's generated contract). */
type _PredictionGameFollowsTheApi = AcceptsApi<z.input<typeof predictionGameSchema>, ApiSchemas['PredictionGame']>;

type PredictionGameData = z.infer<typeof predictionGameSchema>;

export type GameState = 'active' | 'live' | 'finished';
/** FP-01: how a finished game went for the visitor. */
export type GameOutcome = 'correct' | 'wrong' | 'none';

export interface Team {
  name: string;
  logo: string | null;
}

/** A prediction game as the page uses it: typed state, numeric odds, the outcome already worked out. */
export interface PredictionGame {
  id: number;
  fixtureId: number;
  state: GameState;
  kickOff: string;
  home: Team;
  away: Team;
  odds: Record<Bet, number | null>;
  userBet: Bet | null;
  /** The points the pick earned, once settled (round(10 × odds) when right, else 0). */
  points: number | null;
  /** [home goals, away goals] once known. */
  score: [number, number] | null;
  outcome: GameOutcome | null;
}

function toTeam(team: PredictionGameData['matchData']['homeTeam']): Team {
  return { name: team.name, logo: team.logo || null };
}

function toOdds(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** 'h:a' (or 'h-a') → [h, a]. */
export function parseResult(result: string | null | undefined): [number, number] | null {
  const match = result?.match(/^\s*(\d+)\s*[:-]\s*(\d+)\s*$/);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return [Number(match[1]), Number(match[2])];
}

/** The bet a score makes right. */
function winningBet([home, away]: [number, number]): Bet {
  if (home > away) return 'home_win';
  if (home < away) return 'away_win';
  return 'draw';
}

function toState(status: string): GameState {
  const value = status.toLowerCase();
  if (value === 'live') return 'live';
  if (value === 'finished') return 'finished';
  return 'active';
}

export function toPredictionGame(data: PredictionGameData): PredictionGame {
  const state = toState(data.status);
  const userBet = data.userPrediction?.bet ?? null;
  const score = parseResult(data.userPrediction?.result ?? data.result);
  let outcome: GameOutcome | null = null;
  if (state === 'finished') {
    // The API's settled outcome first; before it settles, the final score already tells.
    if (!userBet) outcome = 'none';
    else if (data.userPrediction?.outcome) outcome = data.userPrediction.outcome;
    else if (score) outcome = winningBet(score) === userBet ? 'correct' : 'wrong';
  }
  return {
    id: data.id,
    fixtureId: data.fixtureId,
    state,
    kickOff: data.date,
    home: toTeam(data.matchData.homeTeam),
    away: toTeam(data.matchData.awayTeam),
    odds: { home_win: toOdds(data.odds.home_win), draw: toOdds(data.odds.draw), away_win: toOdds(data.odds.away_win) },
    userBet,
    points: data.userPrediction?.points ?? null,
    score,
    outcome,
  };
}
