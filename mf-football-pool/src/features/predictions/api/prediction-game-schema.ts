import type { ApiSchemas } from '@tribune/shared';

/** FP-02: the three bets of a game. */
export const bets = ['home_win', 'draw', 'away_win'] as const;
export type Bet = (typeof bets)[number];

/**
 * A prediction game as GET /api/v2/predictions sends it (spec 000 §3 "Prediction game"), typed by the
 * API's contract (decision 0058). `status` is 'active' (open for predictions), 'live' or 'finished'
 * (FP-01); `date` is kick-off, also the moment the game locks (FP-08); a team's `logo` is the crest's path
 * relative to the API's origin, empty for a club without one. `userPrediction` is the visitor's own
 * prediction, null when there is none (and for guests): its `result` is the match's score 'home:away'
 * once known, `points` and `outcome` are null until the game is settled (FP-08).
 */
type PredictionGameData = ApiSchemas['PredictionGame'];

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

/** Read as a string: a state the API adds later reads as active rather than breaking the page. */
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
