import type { ApiSchemas } from '@tribune/shared';

/**
 * A row of a prediction ranking (spec 000 §3 "Prediction ranking row"; rank is the competition rank on
 * points: "1, 2, 2, 4"), typed by the API contract (decision 0058).
 */
export type RankingRow = ApiSchemas['PredictionRankingRow'];

/** The selection of a board on every ranking call: a week (its Monday), a month (yyyy-MM) or the season. */
export interface RankingSelection {
  filter: 'week' | 'month' | 'total';
  /** yyyy-MM-dd for a week, yyyy-MM for a month, null for the total. */
  value: string | null;
}
