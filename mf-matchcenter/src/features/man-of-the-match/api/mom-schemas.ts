import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/** One player's man-of-the-match result (MC-06): how many fans graded them and their average (1–5). */
export const playerResultSchema = z.object({
  player_id: z.number(),
  player_name: z.string(),
  team_id: z.number(),
  /** Read as a string: a new position from a provider shows rather than breaks the list (decision 0009). */
  position: z.string(),
  shirt_number: z.nullable(z.number()),
  image: z.nullable(z.string()),
  votes: z.number(),
  /** Null until someone graded the player. */
  average_grade: z.nullable(z.number()),
});

export type PlayerResult = z.infer<typeof playerResultSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _PlayerResultFollowsTheApi = AcceptsApi<z.input<typeof playerResultSchema>, ApiSchemas['MomPlayerResult']>;

/** A fan's own grade of one player. */
export const ownGradeSchema = z.object({ player_id: z.number(), grade: z.number() });
