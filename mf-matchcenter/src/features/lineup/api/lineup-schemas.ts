import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/** A fan's saved line-up for a club (MC-10): the XI in slot order, goalkeeper first. */
export const userFormationSchema = z.object({
  id: z.number(),
  team_id: z.number(),
  /** `4_3_3`: shown as `4-3-3`. */
  formation: z.string(),
  players: z.array(z.object({ id: z.number(), name: z.string(), position: z.string(), slot: z.number() })),
  updated_at: z.string(),
});
export type UserFormation = z.infer<typeof userFormationSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _UserFormationFollowsTheApi = AcceptsApi<z.input<typeof userFormationSchema>, ApiSchemas['UserFormation']>;
