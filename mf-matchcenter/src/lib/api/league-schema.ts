import { z } from 'zod/mini';

/** A league as the ranking endpoints name it: the league buttons link to its slug (MC-01). */
export const leagueSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** e.g. `2026/2027`. */
  season: z.string(),
});

export type League = z.infer<typeof leagueSchema>;
