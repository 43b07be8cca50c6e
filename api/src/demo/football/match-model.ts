import type { Rng } from '../prng';

/**
 * The match model: a bivariate Poisson score with team attack and defence, home advantage and the
 * Dixon-Coles correction for low scores.
 *
 * Calibrated (see match-model.test.ts and the demo README) on Eredivisie 2021-22 … 2024-25: 3.04 goals
 * a match (home 1.69, away 1.34), home 44.1 % / draw 23.7 % / away 32.2 %. Plain independent Poisson
 * with the spread of team strengths gives too few draws; the Dixon-Coles factor restores them. The
 * same probabilities give the prediction game's odds, so odds and results agree.
 */

/** Base expected goals of an average home and away side (before strengths). */
export const HOME_BASE_GOALS = 1.6;
export const AWAY_BASE_GOALS = 1.3;
/** How far a rating of ±1 moves attack and defence (as exp(±k)). */
const RATING_SCALE = 0.5;
/** Dixon-Coles dependence: negative values add 0-0 and 1-1 draws. */
const LOW_SCORE_DEPENDENCE = -0.1;
/** Scores above this are folded away; their probability is negligible (< 1e-6). */
const MAX_GOALS = 10;

export interface TeamStrength {
  /** Multiplies the goals the team scores. */
  attack: number;
  /** Multiplies the goals the team concedes. */
  defence: number;
}

/** Strengths of a league from ratings, normalised so the average team has attack = defence = 1. */
export function strengthsFromRatings(ratings: readonly number[]): TeamStrength[] {
  const attack = ratings.map((r) => Math.exp(RATING_SCALE * r));
  const defence = ratings.map((r) => Math.exp(-RATING_SCALE * r));
  const geometricMean = (values: number[]) => Math.exp(values.reduce((s, v) => s + Math.log(v), 0) / values.length);
  const a = geometricMean(attack);
  const d = geometricMean(defence);
  return ratings.map((_, i) => ({ attack: (attack[i] ?? 1) / a, defence: (defence[i] ?? 1) / d }));
}

export function expectedGoals(home: TeamStrength, away: TeamStrength): { home: number; away: number } {
  return {
    home: HOME_BASE_GOALS * home.attack * away.defence,
    away: AWAY_BASE_GOALS * away.attack * home.defence,
  };
}

function poissonProbabilities(mean: number): number[] {
  const probabilities = [Math.exp(-mean)];
  for (let k = 1; k <= MAX_GOALS; k++) probabilities.push((probabilities[k - 1] ?? 0) * (mean / k));
  return probabilities;
}

/** The probability of every score `home-away` up to MAX_GOALS each, normalised. */
function scoreMatrix(expected: { home: number; away: number }): number[][] {
  const homeP = poissonProbabilities(expected.home);
  const awayP = poissonProbabilities(expected.away);
  const rho = LOW_SCORE_DEPENDENCE;
  const { home: lh, away: la } = expected;
  const matrix: number[][] = [];
  let total = 0;
  for (let h = 0; h <= MAX_GOALS; h++) {
    const row: number[] = [];
    for (let a = 0; a <= MAX_GOALS; a++) {
      let tau = 1;
      if (h === 0 && a === 0) tau = 1 - lh * la * rho;
      else if (h === 0 && a === 1) tau = 1 + lh * rho;
      else if (h === 1 && a === 0) tau = 1 + la * rho;
      else if (h === 1 && a === 1) tau = 1 - rho;
      const p = (homeP[h] ?? 0) * (awayP[a] ?? 0) * tau;
      row.push(p);
      total += p;
    }
    matrix.push(row);
  }
  return matrix.map((row) => row.map((p) => p / total));
}

interface OutcomeProbabilities {
  homeWin: number;
  draw: number;
  awayWin: number;
}

export function outcomeProbabilities(expected: { home: number; away: number }): OutcomeProbabilities {
  const result = { homeWin: 0, draw: 0, awayWin: 0 };
  scoreMatrix(expected).forEach((row, h) =>
    row.forEach((p, a) => {
      if (h > a) result.homeWin += p;
      else if (h === a) result.draw += p;
      else result.awayWin += p;
    }),
  );
  return result;
}

/** Draws a final score from the model. */
export function drawScore(rng: Rng, expected: { home: number; away: number }): { home: number; away: number } {
  let roll = rng.float();
  const matrix = scoreMatrix(expected);
  for (let h = 0; h < matrix.length; h++) {
    const row = matrix[h] ?? [];
    for (let a = 0; a < row.length; a++) {
      roll -= row[a] ?? 0;
      if (roll < 0) return { home: h, away: a };
    }
  }
  return { home: 0, away: 0 };
}

/** Bookmaker margin on the prediction game's odds (a 5 % overround, as in the research note). */
const ODDS_MARGIN = 0.05;

/** Decimal odds `1 / (p · (1 + margin))`, rounded to two decimals and never below 1.01. */
export function decimalOdds(probability: number): number {
  const odds = 1 / (probability * (1 + ODDS_MARGIN));
  return Math.max(1.01, Math.round(odds * 100) / 100);
}
