import { z } from 'zod/mini';

/** A row of a prediction ranking (spec 000 §3 "Prediction ranking row"), checked against the API with each call that carries it. */
export const rankingRowSchema = z.object({
  /** Competition rank on points: "1, 2, 2, 4". */
  rank: z.number(),
  user_id: z.number(),
  username: z.string(),
  image: z.nullable(z.string()),
  points: z.number(),
  correct: z.number(),
  played: z.number(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

/** The selection of a board on every ranking call: a week (its Monday), a month (yyyy-MM) or the season. */
export interface RankingSelection {
  filter: 'week' | 'month' | 'total';
  /** yyyy-MM-dd for a week, yyyy-MM for a month, null for the total. */
  value: string | null;
}
