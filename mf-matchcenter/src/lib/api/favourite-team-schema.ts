import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/** A fan's favourite club (MC-11): what the follow button, the home widget and the pickers show. */
export const favouriteTeamSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  shortName: z.string(),
  /** Crest path relative to the API origin, or an absolute URL (shared's `crestUrl`). */
  logo: z.string(),
  /** The league whose table and fixtures the home widget shows for this club. */
  league: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
});
export type FavouriteTeam = z.infer<typeof favouriteTeamSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _FavouriteTeamFollowsTheApi = AcceptsApi<z.input<typeof favouriteTeamSchema>, ApiSchemas['FavouriteTeam']>;

/** GET and PUT /api/v2/user/favourite-team answer the same: the account's club, or none. */
export const favouriteTeamResponseSchema = z.object({
  data: z.object({ team: z.nullable(favouriteTeamSchema) }),
});

/** One cache entry per viewer, so a login or logout reads the right one at once. */
export function favouriteTeamKey(userId: number | null) {
  return ['matchcenter/favourite-team', userId ?? 'device'] as const;
}
