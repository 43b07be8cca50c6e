import type { ApiSchemas } from '@tribune/shared';

/**
 * A fan's favourite club (MC-11): what the follow button, the home widget and the pickers show. Typed by
 * the API contract (decision 0058); `logo` is a crest path relative to the API origin, or an absolute URL
 * (shared's `crestUrl`); `league` is the league whose table and fixtures the home widget shows for it.
 * GET and PUT /api/v2/user/favourite-team answer the same: the account's club, or none.
 */
export type FavouriteTeam = ApiSchemas['FavouriteTeam'];

/** One cache entry per viewer, so a login or logout reads the right one at once. */
export function favouriteTeamKey(userId: number | null) {
  return ['matchcenter/favourite-team', userId ?? 'device'] as const;
}
