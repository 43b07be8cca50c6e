import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/**
 * The fan's club (CLB-01): the match centre's favourite team (MC-11) as the account keeps it. What the
 * profile settings show of it: its crest and names (docs/contracts.md "Favourite team").
 */
export const myClubSchema = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string(),
  /** Crest path relative to the API origin, or an absolute URL (shared's `crestUrl`). */
  logo: z.string(),
});
export type MyClub = z.infer<typeof myClubSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _MyClubFollowsTheApi = AcceptsApi<z.input<typeof myClubSchema>, ApiSchemas['FavouriteTeam']>;

/** GET and PUT /api/v2/user/favourite-team answer the same: the account's club, or none. */
export const myClubResponseSchema = z.object({ data: z.object({ team: z.nullable(myClubSchema) }) });

/** The key carries the user id, so a different login never sees another fan's club. */
export function myClubKey(userId: number) {
  return ['/api/v2/user/favourite-team', userId] as const;
}
